import type { CountryRules } from './countryRules.ts';
import { ask } from './ask.ts';

/**
 * Croatia: every guest, Croatian or not, is registered in eVisitor (Zakon o strancima and the
 * tourist tax law, Zakon o turističkoj pristojbi) within 24 hours of arrival: sex, names, birth
 * date, nationality, residence, and the identity document's kind and number. The document itself
 * may not be copied or stored. Nobody signs; eVisitor keeps the register, so our copy is deleted
 * 30 days after departure.
 */
export const croatia: CountryRules = {
  country: 'HR',
  fields: ask([
    'salutation',
    'firstname',
    'lastname',
    'birthday',
    'countryOrigin',
    'country',
    'place',
    'passportType',
    'passID',
  ]),
  formats: [],
  signature: null,
  registration: { authority: 'hrEvisitor', delivery: 'sent', within: { hours: 24 } },
  retention: { days: 30, from: 'checkout' },
};
