import { sha256Hex } from '../encoding/sha256.ts';

/**
 * SPEC §7 e-mail quality check: its hash-prefix parameter is the first 8 hex digits of the
 * SHA-256 of the trimmed, lower-cased address. The portal sends it; the validation service checks it.
 */
export async function emailHashPrefix(email: string): Promise<string> {
  return (await sha256Hex(email.trim().toLowerCase())).slice(0, 8);
}
