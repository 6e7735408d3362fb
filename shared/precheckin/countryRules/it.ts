import type { CountryRules } from './countryRules.ts';
import { ask } from './ask.ts';

/**
 * Italy: art. 109 of the Testo unico delle leggi di pubblica sicurezza (Regio Decreto 18 June 1931,
 * n. 773) and the decree of the Ministero dell'Interno of 7 January 2013 (Alloggiati Web). The
 * lead guest gives sex, names, birth date, place of birth (the municipality and province when born
 * in Italy, else the country), citizenship and the identity document with its place of issue;
 * family or group members the same without a document. The host reports to the Questura within
 * 24 hours of arrival; nobody signs. The police keeps the record, so the host keeps no copy of its
 * own beyond settling the stay: ours is deleted 30 days after departure.
 */
export const italy: CountryRules = {
  country: 'IT',
  fields: [
    ...ask(['salutation', 'firstname', 'lastname', 'birthday', 'countryOfBirth']),
    { field: 'placeOfBirth', when: { bornIn: ['IT'] }, missing: 'placeOfBirthInItaly' },
    { field: 'countryOrigin' },
    // A document that runs out during the stay does not identify its holder at the end of it.
    ...ask(['passportType', 'passID', 'placeOfIssue', 'passportExpDate'], { who: 'first' }),
  ],
  formats: [],
  signature: null,
  registration: { authority: 'itAlloggiatiWeb', delivery: 'sent', within: { hours: 24 } },
  retention: { days: 30, from: 'checkout' },
};
