import type { Context } from 'hono';
import type { D1Database } from './env.ts';
import { notFound } from './badRequest.ts';
import { clientOf } from './clientAddress.ts';
import { sandboxMs } from './clock.ts';

/** Unknown-token lookups one client may make within the window before it is refused with 429. */
const MAX_TOKEN_MISSES = 10;
const TOKEN_MISS_WINDOW_MS = 10 * 60 * 1000;

/** Seconds until the client may look tokens up again, or null while it is within the limit. */
export async function missLimitRetryAfterS(
  db: D1Database,
  client: string,
  now = sandboxMs(),
): Promise<number | null> {
  const { results } = await db
    .prepare('SELECT at FROM token_misses WHERE client = ? AND at > ? ORDER BY at DESC LIMIT ?')
    .bind(client, now - TOKEN_MISS_WINDOW_MS, MAX_TOKEN_MISSES)
    .all<{ at: number }>();
  const oldest = results[MAX_TOKEN_MISSES - 1]?.at;
  return oldest === undefined ? null : Math.max(1, Math.ceil((oldest + TOKEN_MISS_WINDOW_MS - now) / 1000));
}

export async function recordMiss(db: D1Database, client: string, now = sandboxMs()): Promise<void> {
  await db.batch([
    db.prepare('INSERT INTO token_misses (client, at) VALUES (?, ?)').bind(client, now),
    db.prepare('DELETE FROM token_misses WHERE at <= ?').bind(now - TOKEN_MISS_WINDOW_MS),
  ]);
}

/**
 * The answer to a lookup of a token that does not exist: 404, counted as the client's miss, or 429
 * once the client has missed too often. Only misses are refused: a token that
 * exists is answered to anyone holding it, whatever its address guessed before.
 */
export async function answerMiss(c: Context, db: D1Database, what: string): Promise<Response> {
  const client = clientOf(c);
  const retryAfterS = await missLimitRetryAfterS(db, client);
  await recordMiss(db, client);
  if (retryAfterS === null) return notFound(c, what);
  return c.json({ error: 'too_many_attempts' }, 429, { 'Retry-After': String(retryAfterS) });
}
