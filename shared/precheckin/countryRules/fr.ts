import type { CountryRules } from './countryRules.ts';
import { ask } from './ask.ts';

const FOREIGN_FROM_15 = { foreignersTo: ['FR'], fromAge: 15 };

/**
 * France: articles R. 814-1 to R. 814-3 of the Code de l'entrée et du séjour des étrangers et du
 * droit d'asile (the fiche individuelle de police, formerly R. 611-42). Every guest who is not
 * French fills in and signs a form: names, birth date and place, nationality, home address and a
 * mobile phone; children under 15 are written on an adult's form. The host keeps the forms six
 * months and hands them to the police or gendarmerie on request.
 */
export const france: CountryRules = {
  country: 'FR',
  fields: [
    ...ask(['firstname', 'lastname', 'birthday', 'countryOrigin']),
    ...ask(['placeOfBirth', 'country', 'street', 'zip', 'place'], { when: FOREIGN_FROM_15 }),
    { field: 'phone', who: 'first', when: FOREIGN_FROM_15 },
  ],
  formats: [],
  signature: { when: FOREIGN_FROM_15 },
  registration: { authority: 'frPolice', delivery: 'onRequest' },
  retention: { months: 6, from: 'checkout' },
};
