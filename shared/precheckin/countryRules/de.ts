import type { CountryRules } from './countryRules.ts';
import { ask } from './ask.ts';

const FOREIGN = { foreignersTo: ['DE'] };

/**
 * Germany: §§ 29 and 30 of the Bundesmeldegesetz as amended by the Viertes
 * Bürokratieentlastungsgesetz, from 1 January 2025. Only guests who are not German (EU citizens
 * included) fill in the registration form: names, birth date, nationality, address, and the
 * number of their passport or identity document; fellow travellers are listed with their
 * nationality. Each foreign adult signs on arrival. The host keeps the forms one year from the
 * day of arrival and destroys them within three months after; nothing is sent unless the
 * registration office or the police asks.
 */
export const germany: CountryRules = {
  country: 'DE',
  fields: [
    ...ask(['firstname', 'lastname', 'birthday', 'countryOrigin']),
    ...ask(['country', 'street', 'zip', 'place'], { who: 'first', when: FOREIGN }),
    ...ask(['passportType', 'passID'], { when: { ...FOREIGN, fromAge: 18 } }),
  ],
  formats: [],
  signature: { when: { ...FOREIGN, fromAge: 18 } },
  registration: { authority: 'deMeldebehoerde', delivery: 'onRequest' },
  retention: { years: 1, from: 'checkin' },
};
