import type { Stay, TravellerValues } from '../precheckin.ts';
import type { CountryRules, Role } from './countryRules.ts';
import { holds, personOf } from './fieldNeeds.ts';

/**
 * Whether this traveller signs the registration: by role, and by nationality and
 * age on arrival where the law says so. Until the birth date is known, an adult is assumed.
 */
export function signatureRequired(
  rules: CountryRules,
  traveller: { role: Role; values: TravellerValues },
  stay: Pick<Stay, 'checkin'>,
): boolean {
  return (
    signatureMayBeAsked(rules, traveller.role) &&
    holds(rules.signature?.when, personOf(traveller.values, stay.checkin))
  );
}

/**
 * Whether the law asks travellers of this role to sign, at least those of some nationality or age:
 * a form where it does is likely to need its signature pad, whatever the traveller has given yet.
 */
export function signatureMayBeAsked(rules: CountryRules, role: Role): boolean {
  const { signature } = rules;
  return !!signature && (!signature.who || signature.who === role);
}

/**
 * The same rule as a form's problem: a traveller the law asks to sign who has not signed, neither
 * now nor before (a stored signature counts until the traveller signs again).
 */
export function signatureProblem(
  rules: CountryRules,
  traveller: { role: Role; values: TravellerValues; signed: boolean },
  stay: Pick<Stay, 'checkin'>,
): 'signatureRequired' | undefined {
  return !traveller.signed && signatureRequired(rules, traveller, stay) ? 'signatureRequired' : undefined;
}
