import type { D1Database } from './env.ts';
import { sixDigitCode } from './secrets.ts';
import { sha256Hex } from '../shared/site/sha256.ts';

/**
 * A code holds 15 minutes. Sends and wrong tries count per reservation in a 15-minute window that
 * the first send opens: at most 3 sends and 5 wrong tries in it, whichever code they were made
 * against, so asking for a new code never buys more guesses.
 */
const AUTHCODE_TTL_MS = 15 * 60 * 1000;
const AUTHCODE_WINDOW_MS = 15 * 60 * 1000;
const AUTHCODE_MAX_SENDS = 3;
const AUTHCODE_MAX_FAILURES = 5;

type AuthcodeCheck = 'valid' | 'invalid' | 'expired' | 'locked';
type AuthcodeIssue = { code: string } | { retryAfterSeconds: number };

const hash = (number: string, code: string) => sha256Hex(`${number}:${code}`);

/**
 * A new code for the reservation, replacing any earlier one; only its hash is stored. Refused
 * while the window has had its sends or its wrong tries, until the window closes.
 */
export async function issueAuthcode(
  db: D1Database,
  number: string,
  now = Date.now(),
): Promise<AuthcodeIssue> {
  const code = sixDigitCode();
  const windowOver = `authcodes.window_started_at <= ?4 - ${AUTHCODE_WINDOW_MS}`;
  // One statement, so parallel sends cannot both take the last one.
  const issued = await db
    .prepare(
      `INSERT INTO authcodes (number, code_hash, expires_at, failed_attempts, window_started_at, sends)
       VALUES (?1, ?2, ?3, 0, ?4, 1)
       ON CONFLICT (number) DO UPDATE SET
         code_hash = excluded.code_hash,
         expires_at = excluded.expires_at,
         failed_attempts = CASE WHEN ${windowOver} THEN 0 ELSE authcodes.failed_attempts END,
         sends = CASE WHEN ${windowOver} THEN 1 ELSE authcodes.sends + 1 END,
         window_started_at = CASE WHEN ${windowOver} THEN ?4 ELSE authcodes.window_started_at END
       WHERE ${windowOver}
          OR (authcodes.sends < ${AUTHCODE_MAX_SENDS} AND authcodes.failed_attempts < ${AUTHCODE_MAX_FAILURES})
       RETURNING number`,
    )
    .bind(number, await hash(number, code), now + AUTHCODE_TTL_MS, now)
    .first();
  if (issued) return { code };
  const window = await db
    .prepare('SELECT window_started_at FROM authcodes WHERE number = ?')
    .bind(number)
    .first<{ window_started_at: number }>();
  const closesAt = (window?.window_started_at ?? now) + AUTHCODE_WINDOW_MS;
  return { retryAfterSeconds: Math.max(1, Math.ceil((closesAt - now) / 1000)) };
}

/**
 * Checks a code; a wrong one counts towards the lock. A valid code stays valid until it expires.
 * The comparison and the count are one conditional UPDATE, so parallel guesses are checked one
 * after the other and none is compared once five have failed. (Comparing SHA-256 hex in SQL is not
 * constant-time, but timing tells nothing about the six digits behind a hash.)
 */
export async function checkAuthcode(
  db: D1Database,
  number: string,
  code: string,
  now = Date.now(),
): Promise<AuthcodeCheck> {
  const checked = await db
    .prepare(
      `UPDATE authcodes SET failed_attempts = failed_attempts + (code_hash <> ?2)
       WHERE number = ?1 AND failed_attempts < ${AUTHCODE_MAX_FAILURES}
       RETURNING code_hash = ?2 AS matched, expires_at`,
    )
    .bind(number, await hash(number, code))
    .first<{ matched: number; expires_at: number }>();
  if (!checked) {
    const exists = await db.prepare('SELECT 1 FROM authcodes WHERE number = ?').bind(number).first();
    return exists ? 'locked' : 'invalid';
  }
  if (!checked.matched) return 'invalid';
  return checked.expires_at < now ? 'expired' : 'valid';
}
