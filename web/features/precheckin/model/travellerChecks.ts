import type { FieldErrors, ResolverResult } from '../../../ui/forms/useForm.ts';
import { todayIso } from '../../../../shared/reservation/stay.ts';
import type { Stay } from '../../../../shared/precheckin/precheckin.ts';
import type { CountryRules } from '../../../../shared/precheckin/countryRules/countryRules.ts';
import {
  keptValues,
  registrationProblems,
} from '../../../../shared/precheckin/countryRules/registrationProblems.ts';
import { signatureProblem, signatureRequired } from '../../../../shared/precheckin/countryRules/signature.ts';
import type { Role } from '../../../../shared/precheckin/countryRules/countryRules.ts';
import { signerNameOf, typedNameProblem } from '../../../../shared/precheckin/signerName.ts';
import {
  type RegistrationEntry,
  type TravellerCheck,
  type TravellerEntry,
  type TravellerForm,
} from './travellerForm.ts';

/** The travellers form's check (travellerResolver.ts): each traveller's problems by field. */
export function travellerErrors(
  rules: CountryRules,
  stay: Stay,
  checkOf: (index: number) => TravellerCheck,
  values: TravellerForm,
): ResolverResult<TravellerForm> {
  const errors: Record<string, Record<string, { type: string; message: string }>> = {};
  values.travellers.forEach((traveller, index) => {
    const check = checkOf(index);
    if (!check) return;
    const { signature, ...values } = traveller;
    const problems = {
      ...registrationProblems(rules, check.role, values, stay, todayIso(), check.slot),
      signature:
        signatureProblem(rules, { role: check.role, values, signed: !!signature || !!check.signed }, stay) ??
        // A typed signature is the name as the service keeps it: the fields sent, no other.
        typedNameProblem(signature, keptValues(rules, check.role, values, stay.checkin)),
    };
    for (const [field, message] of Object.entries(problems))
      if (message) (errors[index] ??= {})[field] = { type: 'validate', message };
  });
  return Object.keys(errors).length > 0
    ? { values: {}, errors: { travellers: errors } as unknown as FieldErrors<TravellerForm> }
    : { values, errors: {} };
}

/**
 * What is sent of a traveller: only what the law asks of them (a field that no longer applies stays
 * behind), and a new signature where it asks for one; a drawn one signs as the names now given.
 */
export function registrationEntry(
  rules: CountryRules,
  role: Role,
  { signature, ...traveller }: TravellerEntry,
  checkin: string,
): RegistrationEntry {
  const fields = keptValues(rules, role, traveller, checkin);
  if (!signature || !signatureRequired(rules, { role, values: traveller }, { checkin })) return fields;
  return {
    ...fields,
    signature: signature.method === 'drawn' ? { ...signature, name: signerNameOf(fields) } : signature,
  };
}
