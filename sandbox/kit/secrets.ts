import { toBase64Url } from '../../shared/encoding/base64url.ts';

/** The sandbox's secrets and codes: random tokens and six-digit codes (WebCrypto only). */
export function randomSecret(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** 144 random bits as base64url: unguessable and URL-safe (reservation and pre-check-in tokens). */
export const randomToken = (): string => randomSecret(18);

/** Six digits, uniform (rejection sampling avoids the modulo bias). */
export function sixDigitCode(): string {
  const limit = 4_294_000_000; // largest multiple of 1e6 below 2^32
  for (;;) {
    const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
    if (n < limit) return String(n % 1_000_000).padStart(6, '0');
  }
}
