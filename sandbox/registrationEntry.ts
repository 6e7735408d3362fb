import { normaliseSalutation, travellerSlots, type PaxType } from '../shared/precheckin/precheckin.ts';
import { rulesFor } from '../shared/precheckin/countryRules/rulesFor.ts';
import {
  registrationFields,
  registrationProblems,
} from '../shared/precheckin/countryRules/registrationProblems.ts';
import { sandboxToday } from './clock.ts';
import type { PrecheckinRow } from './precheckinStore.ts';

/**
 * Traveller `number`'s entry against the law of the house's country (issue 31), by the same rules
 * as the form, whoever sends it: the main guest on the travellers step, or the traveller through
 * an invite. Only the fields that law asks of the traveller are kept, trimmed, the salutation
 * normalised: nothing else sent along (a document's picture) is stored.
 */
export function registrationEntry(
  row: PrecheckinRow,
  number: number,
  entry: Record<string, string | number>,
) {
  const rules = rulesFor(row.country);
  const role = number === 1 ? 'first' : 'fellow';
  const slot = travellerSlots(JSON.parse(row.pax_types) as PaxType[])[number - 1];
  const sent = Object.fromEntries(
    Object.entries(entry).map(([field, value]) => [field, String(value ?? '').trim()]),
  );
  const problems = registrationProblems(rules, role, sent, row, sandboxToday(), slot);
  const values = Object.fromEntries(
    registrationFields(rules, role, sent, row.checkin).map((field) => [field, sent[field] ?? '']),
  );
  if (values.salutation) values.salutation = normaliseSalutation(values.salutation) ?? values.salutation;
  return { values, problems };
}
