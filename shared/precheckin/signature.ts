import * as z from 'zod/mini';
import { FORBIDDEN, TEXT_MAX } from './textRules.ts';

/**
 * A traveller's signature on the registration form, as the portal sends it and
 * the sandbox keeps it. Drawn with a finger or mouse, or (the keyboard alternative) the full name
 * typed and the declaration ticked; either way an image of it, with the statement it signs.
 */
export const SIGNATURE_METHODS = ['drawn', 'typed'] as const;

/** A PNG of a signature pad at twice its CSS size stays far below this; more is not a signature. */
export const SIGNATURE_IMAGE_MAX_CHARS = 200_000;

/** The name as signed: the traveller's names (each a SPEC §5 text) and the spaces between them. */
const SIGNER_NAME_MAX = 3 * TEXT_MAX + 2;

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * What a name field takes (SPEC §5 and textRules.ts): no markup, no line breaks or other control
 * characters, no bidirectional overrides, so that the record reads as it shows.
 */
const plainText = (max: number) =>
  z.string().check(
    z.minLength(1),
    z.maxLength(max),
    z.refine((value) => value.trim() !== '' && !FORBIDDEN.test(value)),
  );

export const signatureInputSchema = z.object({
  method: z.enum(SIGNATURE_METHODS),
  image: z.string().check(z.maxLength(SIGNATURE_IMAGE_MAX_CHARS), z.regex(PNG_DATA_URL)),
  /** The name as signed: typed by the traveller, or the form's name for a drawn one. */
  name: plainText(SIGNER_NAME_MAX),
  /** The declaration shown beside the pad, in the page's language, as the traveller read it. */
  statement: plainText(1_000),
});

export type SignatureInput = z.infer<typeof signatureInputSchema>;

/** What the sandbox answers for a signed traveller: the signature and when it was given. */
export const storedSignatureSchema = z.object({
  ...signatureInputSchema.shape,
  signedAt: z.string(),
});

export type StoredSignature = z.infer<typeof storedSignatureSchema>;

/**
 * A signature as sent, if it has a signature's shape: its method, a PNG data URL within bounds, and a
 * name and statement by the rules of a name field. Whoever takes a traveller's entry (the travellers
 * step, an invited traveller's own form) checks it here; the service then reads the picture itself.
 */
export function validSignature(sent: unknown): SignatureInput | null {
  const parsed = signatureInputSchema.safeParse(sent);
  return parsed.success ? parsed.data : null;
}
