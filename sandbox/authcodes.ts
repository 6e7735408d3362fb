import type { D1Database } from './env.ts';
import { timingSafeEqual } from 'hono/utils/buffer';
import { sixDigitCode } from './secrets.ts';
import { sha256Hex } from '../shared/sha256.ts';

/** How long a verification code holds, and how many wrong tries lock it. */
const AUTHCODE_TTL_MS = 15 * 60 * 1000;
const AUTHCODE_MAX_FAILURES = 5;

type AuthcodeCheck = 'valid' | 'invalid' | 'expired' | 'locked';

const hash = (number: string, code: string) => sha256Hex(`${number}:${code}`);

/** A new code for the reservation, replacing any earlier one; only its hash is stored. */
export async function issueAuthcode(db: D1Database, number: string, now = Date.now()): Promise<string> {
  const code = sixDigitCode();
  await db
    .prepare(
      `INSERT INTO authcodes (number, code_hash, expires_at, failed_attempts) VALUES (?, ?, ?, 0)
       ON CONFLICT (number) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, failed_attempts = 0`,
    )
    .bind(number, await hash(number, code), now + AUTHCODE_TTL_MS)
    .run();
  return code;
}

/** Checks a code; a wrong one counts towards the lock. A valid code stays valid until it expires. */
export async function checkAuthcode(
  db: D1Database,
  number: string,
  code: string,
  now = Date.now(),
): Promise<AuthcodeCheck> {
  const row = await db
    .prepare('SELECT code_hash, expires_at, failed_attempts FROM authcodes WHERE number = ?')
    .bind(number)
    .first<{ code_hash: string; expires_at: number; failed_attempts: number }>();
  if (!row) return 'invalid';
  if (row.failed_attempts >= AUTHCODE_MAX_FAILURES) return 'locked';
  if (!(await timingSafeEqual(row.code_hash, await hash(number, code)))) {
    await db
      .prepare('UPDATE authcodes SET failed_attempts = failed_attempts + 1 WHERE number = ?')
      .bind(number)
      .run();
    return 'invalid';
  }
  return row.expires_at < now ? 'expired' : 'valid';
}
