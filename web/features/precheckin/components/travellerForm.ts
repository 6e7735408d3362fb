import type { FieldErrors, Resolver } from '../../../ui/forms/useForm.ts';
import { todayIso } from '../../../../shared/reservation/stay.ts';
import {
  travellerProblems,
  type Traveller,
  type TravellerField,
  type TravellerSlot,
} from '../../../../shared/precheckin/precheckin.ts';

/**
 * The travellers on a page, by their place in the form: every traveller on the travellers step, or
 * the one an invite opens (issue 31). One shape, so both draw the same fields (TravellerFields.tsx).
 */
export type TravellerForm = { travellers: Record<string, string>[] };

/** What a traveller of the form is checked against; null where the form does not ask for them. */
type TravellerRules = { layout: readonly TravellerField[]; slot?: TravellerSlot } | null;

/** SPEC §3 / issue 15: each traveller asked for against their layout and booked age group. */
export function travellerResolver(
  rulesOf: (index: number) => TravellerRules,
  arrival: string,
): Resolver<TravellerForm> {
  return async (values) => {
    const errors: Record<string, Record<string, { type: string; message: string }>> = {};
    values.travellers.forEach((traveller, index) => {
      const rules = rulesOf(index);
      if (!rules) return;
      const problems = travellerProblems(traveller, rules.layout, arrival, todayIso(), rules.slot);
      for (const [field, message] of Object.entries(problems))
        (errors[index] ??= {})[field] = { type: 'validate', message };
    });
    return Object.keys(errors).length > 0
      ? { values: {}, errors: { travellers: errors } as unknown as FieldErrors<TravellerForm> }
      : { values, errors: {} };
  };
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
