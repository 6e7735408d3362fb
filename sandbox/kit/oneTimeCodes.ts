import type { D1Database } from './env.ts';
import { sixDigitCode } from './secrets.ts';
import { sha256Hex } from '../../shared/encoding/sha256.ts';
import { sandboxMs } from './clock.ts';

/**
 * Six-digit codes mailed to prove a booking's e-mail: a reservation's authcode (SPEC §4) and the
 * code that links a booking to an account (SPEC §7). A code holds 15 minutes. Sends and wrong tries
 * count per key in a 15-minute window that the first send opens: at most 3 sends and 5 wrong tries
 * in it, whichever code they were made against, so asking for a new code never buys more guesses.
 */
const CODE_TTL_MS = 15 * 60 * 1000;
const CODE_WINDOW_MS = 15 * 60 * 1000;
const CODE_MAX_SENDS = 3;
const CODE_MAX_FAILURES = 5;

/** Where a kind of code is kept: its table (columns as in the migrations) and the columns of its key. */
export interface CodeTable {
  table: 'authcodes' | 'guestworld_link_codes';
  key: readonly string[];
}

export const RESERVATION_AUTHCODES: CodeTable = { table: 'authcodes', key: ['number'] };
export const BOOKING_LINK_CODES: CodeTable = {
  table: 'guestworld_link_codes',
  key: ['identity_id', 'reservation_number'],
};

/** `missing`: no code was ever sent for the key (or it was used). */
export type CodeCheck = 'valid' | 'invalid' | 'expired' | 'locked' | 'missing';
type CodeIssue = { code: string } | { retryAfterSeconds: number };

const hash = (key: readonly string[], code: string) => sha256Hex(`${key.join(':')}:${code}`);

/** `a = ?1 AND b = ?2`, for a key's columns bound first. */
const keyMatch = ({ table, key }: CodeTable) =>
  key.map((column, n) => `${table}.${column} = ?${n + 1}`).join(' AND ');

/**
 * A new code for the key, replacing any earlier one; only its hash is stored. Refused while the
 * window has had its sends or its wrong tries, until the window closes.
 */
export async function issueCode(
  db: D1Database,
  store: CodeTable,
  key: readonly string[],
  now = sandboxMs(),
): Promise<CodeIssue> {
  const { table } = store;
  const code = sixDigitCode();
  const at = (n: number) => `?${key.length + n}`;
  const windowOver = `${table}.window_started_at <= ${at(3)} - ${CODE_WINDOW_MS}`;
  // One statement, so parallel sends cannot both take the last one.
  const issued = await db
    .prepare(
      `INSERT INTO ${table} (${store.key.join(', ')}, code_hash, expires_at, failed_attempts, window_started_at, sends)
       VALUES (${key.map((_, n) => `?${n + 1}`).join(', ')}, ${at(1)}, ${at(2)}, 0, ${at(3)}, 1)
       ON CONFLICT (${store.key.join(', ')}) DO UPDATE SET
         code_hash = excluded.code_hash,
         expires_at = excluded.expires_at,
         failed_attempts = CASE WHEN ${windowOver} THEN 0 ELSE ${table}.failed_attempts END,
         sends = CASE WHEN ${windowOver} THEN 1 ELSE ${table}.sends + 1 END,
         window_started_at = CASE WHEN ${windowOver} THEN ${at(3)} ELSE ${table}.window_started_at END
       WHERE ${windowOver}
          OR (${table}.sends < ${CODE_MAX_SENDS} AND ${table}.failed_attempts < ${CODE_MAX_FAILURES})
       RETURNING 1 AS issued`,
    )
    .bind(...key, await hash(key, code), now + CODE_TTL_MS, now)
    .first();
  if (issued) return { code };
  const window = await db
    .prepare(`SELECT window_started_at FROM ${table} WHERE ${keyMatch(store)}`)
    .bind(...key)
    .first<{ window_started_at: number }>();
  const closesAt = (window?.window_started_at ?? now) + CODE_WINDOW_MS;
  return { retryAfterSeconds: Math.max(1, Math.ceil((closesAt - now) / 1000)) };
}

/**
 * Checks a code; a wrong one counts towards the lock. A valid code stays valid until it expires.
 * The comparison and the count are one conditional UPDATE, so parallel guesses are checked one
 * after the other and none is compared once five have failed. (Comparing SHA-256 hex in SQL is not
 * constant-time, but timing tells nothing about the six digits behind a hash.)
 */
export async function checkCode(
  db: D1Database,
  store: CodeTable,
  key: readonly string[],
  code: string,
  now = sandboxMs(),
): Promise<CodeCheck> {
  const { table } = store;
  const hashAt = `?${key.length + 1}`;
  const checked = await db
    .prepare(
      `UPDATE ${table} SET failed_attempts = failed_attempts + (code_hash <> ${hashAt})
       WHERE ${keyMatch(store)} AND failed_attempts < ${CODE_MAX_FAILURES}
       RETURNING code_hash = ${hashAt} AS matched, expires_at`,
    )
    .bind(...key, await hash(key, code))
    .first<{ matched: number; expires_at: number }>();
  if (!checked) {
    const exists = await db
      .prepare(`SELECT 1 FROM ${table} WHERE ${keyMatch(store)}`)
      .bind(...key)
      .first();
    return exists ? 'locked' : 'missing';
  }
  if (!checked.matched) return 'invalid';
  return checked.expires_at < now ? 'expired' : 'valid';
}
