import type { FieldErrors, Resolver } from '../../../ui/forms/useForm.ts';
import { todayIso } from '../../../../shared/reservation/stay.ts';
import type {
  Stay,
  Traveller,
  TravellerField,
  TravellerSlot,
  TravellerValues,
} from '../../../../shared/precheckin/precheckin.ts';
import type { CountryRules, Role } from '../../../../shared/precheckin/countryRules/countryRules.ts';
import {
  registrationFields,
  registrationProblems,
} from '../../../../shared/precheckin/countryRules/registrationProblems.ts';
import { signatureProblem, signatureRequired } from '../../../../shared/precheckin/countryRules/signature.ts';
import type { SignatureInput } from '../../../../shared/precheckin/signature.ts';

/**
 * One traveller as a travellers form holds them: their fields, and a signature given on this page
 * (none: nothing new; a stored one is the service's, issue 31 point 3).
 */
export type TravellerEntry = TravellerValues & { signature?: SignatureInput | null };

export type TravellerForm = { travellers: TravellerEntry[] };

/**
 * What a traveller of the form is checked as; null where the form does not ask for them (invited).
 * `signed`: the service holds their signature from before, which counts until they sign again.
 */
type TravellerCheck = { role: Role; slot?: TravellerSlot; signed?: boolean } | null;

/**
 * The travellers on a page, by their place in the form: every traveller on the travellers step, or
 * the one an invite opens (issue 31). Each is checked against the law of the house's country by the
 * same rules as the service (registrationProblems, signatureProblem), and issue 15's age group
 * booked for them.
 */
export function travellerResolver(
  rules: CountryRules,
  stay: Stay,
  checkOf: (index: number) => TravellerCheck,
): Resolver<TravellerForm> {
  return async (values) => {
    const errors: Record<string, Record<string, { type: string; message: string }>> = {};
    values.travellers.forEach((traveller, index) => {
      const check = checkOf(index);
      if (!check) return;
      const { signature, ...values } = traveller;
      const problems = {
        ...registrationProblems(rules, check.role, values, stay, todayIso(), check.slot),
        signature: signatureProblem(
          rules,
          { role: check.role, values, signed: !!signature || !!check.signed },
          stay,
        ),
      };
      for (const [field, message] of Object.entries(problems))
        if (message) (errors[index] ??= {})[field] = { type: 'validate', message };
    });
    return Object.keys(errors).length > 0
      ? { values: {}, errors: { travellers: errors } as unknown as FieldErrors<TravellerForm> }
      : { values, errors: {} };
  };
}

/** What is sent of a traveller: their fields, and a signature given on the page (issue 31 point 3). */
export type RegistrationEntry = Partial<Record<TravellerField, string>> & { signature?: SignatureInput };

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
  const fields = Object.fromEntries(
    registrationFields(rules, role, traveller, checkin).map((field) => [field, traveller[field] ?? '']),
  );
  if (!signature || !signatureRequired(rules, { role, values: traveller }, { checkin })) return fields;
  return {
    ...fields,
    signature: signature.method === 'drawn' ? { ...signature, name: signerNameOf(traveller) } : signature,
  };
}

/** The name a traveller signs as: their names as the form has them. */
export const signerNameOf = (traveller: TravellerValues) =>
  [traveller.firstname, traveller.lastname, traveller.secondSurname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/**
 * What a draft of a travellers form keeps: the fields, not a signature's image (DESIGN §10: only
 * what is needed on the device). A reload before saving asks for the signature again.
 */
export const withoutSignatures = ({ travellers }: TravellerForm) => ({
  travellers: travellers.map(({ signature: _signature, ...fields }) => fields),
});

/** A traveller's fields as the form holds them: what was saved, else empty. */
export function travellerValues(
  layout: readonly TravellerField[],
  saved: Partial<Traveller> | Partial<Record<TravellerField, string>> | null | undefined,
): Record<string, string> {
  return Object.fromEntries(
    layout.map((field) => [
      field,
      (saved as Record<string, unknown> | null | undefined)?.[field]?.toString() ?? '',
    ]),
  );
}
