// What the countries' table tests share: a traveller's fields as one list to compare with the law's.
import type { TravellerValues } from '../precheckin.ts';
import type { CountryRules, Role } from './countryRules.ts';
import { fieldNeeds, personOf } from './fieldNeeds.ts';
import { signatureRequired } from './signature.ts';

/** The stay of the tables: a week in August 2027. */
export const STAY = { checkin: '2027-08-17', checkout: '2027-08-24' };
export const TODAY = '2027-06-01';

/** Born so as to be `years` old on the table's arrival day. */
export const aged = (years: number) => `${2027 - years}-03-01`;

/** The fields asked, an offered one marked `?`, and whether the traveller signs. */
export function asked(rules: CountryRules, role: Role, values: TravellerValues) {
  return {
    fields: fieldNeeds(rules, role, personOf(values, STAY.checkin)).map(({ field, need }) =>
      need === 'optional' ? `${field}?` : field,
    ),
    signs: signatureRequired(rules, { role, values }, STAY),
  };
}
