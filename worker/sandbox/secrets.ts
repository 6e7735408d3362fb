/** The sandbox's secrets and codes: random tokens, six-digit codes, constant-time comparison (WebCrypto only). */
export function randomSecret(bytes = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
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

export function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** Compares without stopping at the first difference, so timing tells nothing about the secret. */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export const timingSafeEqualText = (a: string, b: string): boolean =>
  timingSafeEqual(new TextEncoder().encode(a), new TextEncoder().encode(b));
