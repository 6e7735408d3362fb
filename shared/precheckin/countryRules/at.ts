import type { CountryRules } from './countryRules.ts';
import { ask } from './ask.ts';

/**
 * Austria: §§ 5 and 10 of the Meldegesetz 1991 and its guest sheet (Anlage D, Gästeblatt). The
 * guest gives sex, names, birth date, nationality and address; a guest who is not Austrian also
 * the travel document's kind, number, date and authority of issue. Family members travelling
 * with them give only their name and birth date. The guest signs the sheet; the host keeps the
 * guest register seven years, for the municipality and the police to inspect.
 */
export const austria: CountryRules = {
  country: 'AT',
  fields: [
    ...ask(['salutation'], { who: 'first' }),
    ...ask(['firstname', 'lastname', 'birthday']),
    ...ask(['countryOrigin', 'country', 'street', 'zip', 'place'], { who: 'first' }),
    ...ask(['passportType', 'passID', 'passportIssueDate', 'placeOfIssue', 'passportExpDate'], {
      who: 'first',
      when: { foreignersTo: ['AT'] },
    }),
  ],
  formats: [],
  signature: { who: 'first' },
  registration: { authority: 'atGaesteverzeichnis', delivery: 'onRequest' },
  retention: { years: 7, from: 'checkout' },
};
