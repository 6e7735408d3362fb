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
import type { TravellerForm } from './TravellerFieldset.tsx';

/** What a traveller of the form is checked as; null where the form does not ask for them (invited). */
type TravellerCheck = { role: Role; slot?: TravellerSlot } | null;

/**
 * The travellers on a page, by their place in the form: every traveller on the travellers step, or
 * the one an invite opens (issue 31). Each is checked against the law of the house's country by the
 * same rules as the service (registrationProblems), and issue 15's age group booked for them.
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
      const problems = registrationProblems(rules, check.role, traveller, stay, todayIso(), check.slot);
      for (const [field, message] of Object.entries(problems))
        (errors[index] ??= {})[field] = { type: 'validate', message };
    });
    return Object.keys(errors).length > 0
      ? { values: {}, errors: { travellers: errors } as unknown as FieldErrors<TravellerForm> }
      : { values, errors: {} };
  };
}

/** What is sent of a traveller: only what the law asks of them; a field that no longer applies stays behind. */
export function registrationEntry(
  rules: CountryRules,
  role: Role,
  traveller: TravellerValues,
  checkin: string,
): Record<string, string> {
  return Object.fromEntries(
    registrationFields(rules, role, traveller, checkin).map((field) => [field, traveller[field] ?? '']),
  );
}

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
