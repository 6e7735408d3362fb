import * as z from 'zod/mini';

/**
 * A traveller's signature on the registration form, as the portal sends it and
 * the sandbox keeps it. Drawn with a finger or mouse, or (the keyboard alternative) the full name
 * typed and the declaration ticked; either way an image of it, with the statement it signs.
 */
export const SIGNATURE_METHODS = ['drawn', 'typed'] as const;

/** A PNG of a signature pad at twice its CSS size stays far below this; more is not a signature. */
export const SIGNATURE_IMAGE_MAX_CHARS = 200_000;

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export const signatureInputSchema = z.object({
  method: z.enum(SIGNATURE_METHODS),
  image: z.string().check(z.maxLength(SIGNATURE_IMAGE_MAX_CHARS), z.regex(PNG_DATA_URL)),
  /** The name as signed: typed by the traveller, or the form's name for a drawn one. */
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The declaration shown beside the pad, in the page's language, as the traveller read it. */
  statement: z.string().check(z.minLength(1), z.maxLength(1_000)),
});

export type SignatureInput = z.infer<typeof signatureInputSchema>;

/** What the sandbox answers for a signed traveller: the signature and when it was given. */
export const storedSignatureSchema = z.object({
  ...signatureInputSchema.shape,
  signedAt: z.string(),
});

export type StoredSignature = z.infer<typeof storedSignatureSchema>;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** True when the data URL's bytes start as a PNG does: the pattern alone lets any base64 through. */
export function isPngImage(dataUrl: string): boolean {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1, dataUrl.indexOf(',') + 1 + 12);
  let head: string;
  try {
    head = atob(base64);
  } catch {
    return false;
  }
  return PNG_MAGIC.every((byte, index) => head.charCodeAt(index) === byte);
}

/**
 * A signature as sent, if it is one: the schema's shape and a PNG's bytes. The service stores
 * nothing else, and whoever takes a traveller's entry (the travellers step, an invited traveller's
 * own form) checks it here.
 */
export function validSignature(sent: unknown): SignatureInput | null {
  const parsed = signatureInputSchema.safeParse(sent);
  return parsed.success && isPngImage(parsed.data.image) ? parsed.data : null;
}
