import { timingSafeEqual } from 'hono/utils/buffer';
import { fromBase64Url, toBase64Url } from '../../shared/encoding/base64url.ts';
import { isBreached } from './breachedPasswords.ts';
import type { UiText } from './flowTypes.ts';

/** workerd refuses more than 100000 PBKDF2 iterations. */
const ITERATIONS = 100_000;
const SCHEME = 'pbkdf2-sha256';
const MIN_PASSWORD_LENGTH = 8;

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$iterations$salt$hash`, salt random per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, ITERATIONS);
  return `${SCHEME}$${ITERATIONS}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // An unknown identifier still costs one derivation: the answer time does not tell accounts apart.
  const [scheme, iterations, salt, hash] = (stored ?? `${SCHEME}$${ITERATIONS}$AAAA$AAAA`).split('$');
  if (scheme !== SCHEME || !iterations || !salt || !hash) return false;
  const derived = await derive(password, fromBase64Url(salt), Number(iterations));
  return (await timingSafeEqual(toBase64Url(derived), hash)) && stored !== null;
}

/** Kratos' password policy as node messages: minimum length, then the breach list. */
export function passwordProblem(password: string): UiText | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return {
      id: 4000032,
      text: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long, but got ${password.length}.`,
      type: 'error',
      context: { min_length: MIN_PASSWORD_LENGTH, actual_length: password.length },
    };
  }
  if (isBreached(password)) {
    return {
      id: 4000034,
      text: 'The password has been found in data breaches and must no longer be used.',
      type: 'error',
      context: { breaches: 1 },
    };
  }
  return undefined;
}
