import * as z from 'zod/mini';
import { todayIso } from '../shared/reservation/stay.ts';
import {
  normaliseSalutation,
  travellerSlots,
  type PaxType,
  type Traveller,
} from '../shared/precheckin/precheckin.ts';
import { validSignature, type StoredSignature } from '../shared/precheckin/signature.ts';
import { rulesFor } from '../shared/precheckin/countryRules/rulesFor.ts';
import {
  registrationFields,
  registrationProblems,
} from '../shared/precheckin/countryRules/registrationProblems.ts';
import { signatureProblem, signatureRequired } from '../shared/precheckin/countryRules/signature.ts';
import { travellerCount, type PrecheckinRow } from './precheckinStore.ts';
import type { SignatureChange } from './travellerSignatures.ts';

/** A traveller's entry as sent: their fields, and a new signature where the law asks for one. */
const travellerEntryBody = z.catchall(
  z.object({ signature: z.optional(z.unknown()) }),
  z.union([z.string(), z.number()]),
);
export const travellersBody = z.array(travellerEntryBody);

type TravellerEntry = z.infer<typeof travellerEntryBody>;

interface Issue {
  path: PropertyKey[];
  message: string;
}

/**
 * One traveller's entry against the law of the house's country (issue 31), by the same rules as
 * the form: their problems (paths within the entry), the traveller as kept (only the fields that
 * law asks of them: nothing else sent along, such as a document's picture, is stored), and what
 * becomes of their signature. A signature sent must be a PNG signature (else `signatureInvalid`);
 * one the law asks for must be sent, or stored from before (else `signatureRequired`).
 */
export function checkTraveller(
  entry: TravellerEntry,
  { row, index, stored }: { row: PrecheckinRow; index: number; stored: ReadonlyMap<string, StoredSignature> },
): { traveller: Traveller; signature: SignatureChange; issues: Issue[] } {
  const rules = rulesFor(row.country);
  const role = index === 0 ? 'first' : 'fellow';
  const slot = travellerSlots(JSON.parse(row.pax_types) as PaxType[])[index];
  const { signature: signatureSent, ...fields } = entry;
  const sent = Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [field, String(value ?? '').trim()]),
  );
  const issues: Issue[] = Object.entries(registrationProblems(rules, role, sent, row, todayIso(), slot)).map(
    ([field, message]) => ({ path: [field], message }),
  );
  const values = Object.fromEntries(
    registrationFields(rules, role, sent, row.checkin).map((field) => [field, sent[field] ?? '']),
  );
  if (values.salutation) values.salutation = normaliseSalutation(values.salutation) ?? values.salutation;
  const uuid =
    typeof entry.uuid === 'string' && /^[\w-]{8,64}$/.test(entry.uuid) ? entry.uuid : crypto.randomUUID();

  const signature = signatureSent === undefined ? null : validSignature(signatureSent);
  const problem =
    signatureSent !== undefined && !signature
      ? 'signatureInvalid'
      : signatureProblem(rules, { role, values: sent, signed: !!signature || stored.has(uuid) }, row);
  if (problem) issues.push({ path: ['signature'], message: problem });
  return {
    traveller: { ...values, uuid, number: index + 1 },
    signature: { uuid, required: signatureRequired(rules, { role, values: sent }, row), sent: signature },
    issues,
  };
}

/** Every traveller of the pre-check-in, numbered from 1; problems keyed `travellers.N.field`. */
export function checkTravellers(
  list: z.infer<typeof travellersBody>,
  row: PrecheckinRow,
  stored: ReadonlyMap<string, StoredSignature>,
) {
  const issues: Issue[] = [];
  if (list.length !== travellerCount(row))
    issues.push({ path: ['travellers'], message: `exactly ${travellerCount(row)} travellers` });
  const checked = list.map((entry, index) => checkTraveller(entry, { row, index, stored }));
  for (const [index, { issues: own }] of checked.entries())
    issues.push(...own.map((issue) => ({ ...issue, path: ['travellers', index, ...issue.path] })));
  return {
    travellers: checked.map(({ traveller }) => traveller),
    signatures: checked.map(({ signature }) => signature),
    issues,
  };
}
