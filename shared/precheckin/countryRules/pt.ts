import type { CountryRules } from './countryRules.ts';
import { ask } from './ask.ts';

/**
 * Portugal: articles 15 and 16 of Lei n.º 23/2007 (the boletim de alojamento). Every guest who is
 * not Portuguese is reported through SIBA (run by the Borders and Foreigners Coordination Unit, UCFE,
 * since SEF closed in 2023) within three working days of arrival: names, birth date
 * and place, nationality, country of residence, and the identity document with its issuing
 * country. Nobody signs; the host keeps the bulletins one year.
 */
export const portugal: CountryRules = {
  country: 'PT',
  fields: [
    ...ask(['firstname', 'lastname', 'birthday', 'countryOrigin']),
    ...ask(['placeOfBirth', 'country', 'passportType', 'passID', 'placeOfIssue', 'passportExpDate'], {
      when: { foreignersTo: ['PT'] },
    }),
  ],
  formats: [],
  signature: null,
  registration: { authority: 'ptSiba', delivery: 'sent', within: { workingDays: 3 } },
  retention: { years: 1, from: 'checkout' },
};
