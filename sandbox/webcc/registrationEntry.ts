import * as z from 'zod/mini';
import { travellerSlots, type PaxType, type Traveller } from '../../shared/precheckin/precheckin.ts';
import {
  validSignature,
  type SignatureInput,
  type StoredSignature,
} from '../../shared/precheckin/signature.ts';
import { typedNameProblem } from '../../shared/precheckin/signerName.ts';
import { rulesFor } from '../../shared/precheckin/countryRules/rulesFor.ts';
import {
  keptValues,
  registrationProblems,
} from '../../shared/precheckin/countryRules/registrationProblems.ts';
import { signatureProblem, signatureRequired } from '../../shared/precheckin/countryRules/signature.ts';
import { sandboxToday } from '../kit/clock.ts';
import type { PrecheckinRow } from './precheckinStore.ts';
import type { SignatureChange, SignedThrough } from './travellerSignatures.ts';
import { readSignatureImage } from './signatureImage.ts';

/** A traveller's entry as sent: their fields, and a new signature where the law asks for one. */
export const travellerEntryBody = z.catchall(
  z.object({ signature: z.optional(z.unknown()) }),
  z.union([z.string(), z.number()]),
);

type TravellerEntry = z.infer<typeof travellerEntryBody>;

/**
 * A signature sent for a traveller whose registration keeps `values`, or why it is none: its shape
 * and the rules of a name field (`signatureInvalid`), a typed one the traveller's own name
 * (`signatureNameMismatch`), and its picture a PNG with a signature's ink (`signatureInvalid`,
 * signatureImage.ts), kept as the picture alone.
 */
async function checkedSignature(
  sent: unknown,
  values: Record<string, string>,
): Promise<SignatureInput | 'signatureInvalid' | 'signatureNameMismatch'> {
  const signature = validSignature(sent);
  if (!signature) return 'signatureInvalid';
  const mismatch = typedNameProblem(signature, values);
  if (mismatch) return mismatch;
  const read = await readSignatureImage(signature.image);
  return 'image' in read ? { ...signature, image: read.image } : 'signatureInvalid';
}

/**
 * Traveller `number`'s entry against the law of the house's country, by the same rules
 * as the form, whoever sends it: the main guest on the travellers step, or the traveller through
 * an invite (`through`). Only the fields that law asks of the traveller are kept, as the service
 * keeps them (keptValues): nothing else sent along (a document's picture) is stored. A signature sent
 * must be one (checkedSignature); one the law asks for must be sent, or stored from before under the
 * traveller's `uuid` (else `signatureRequired`).
 */
export async function registrationEntry(
  row: PrecheckinRow,
  { number, uuid }: Pick<Traveller, 'number' | 'uuid'>,
  entry: TravellerEntry,
  stored: ReadonlyMap<string, StoredSignature>,
  through: SignedThrough,
): Promise<{ traveller: Traveller; problems: Record<string, string>; signature: SignatureChange }> {
  const rules = rulesFor(row.country);
  const role = number === 1 ? 'first' : 'fellow';
  const slot = travellerSlots(JSON.parse(row.pax_types) as PaxType[])[number - 1];
  const { signature: signatureSent, ...fields } = entry;
  const sent = Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [field, String(value ?? '').trim()]),
  );
  const problems: Record<string, string> = registrationProblems(rules, role, sent, row, sandboxToday(), slot);
  const values = keptValues(rules, role, sent, row.checkin);
  const checked = signatureSent === undefined ? null : await checkedSignature(signatureSent, values);
  const signature = typeof checked === 'string' ? null : checked;
  const signatureIssue =
    typeof checked === 'string'
      ? checked
      : signatureProblem(rules, { role, values: sent, signed: !!signature || stored.has(uuid) }, row);
  if (signatureIssue) problems.signature = signatureIssue;
  return {
    traveller: { ...values, uuid, number },
    problems,
    signature: {
      uuid,
      required: signatureRequired(rules, { role, values: sent }, row),
      sent: signature,
      through,
    },
  };
}
