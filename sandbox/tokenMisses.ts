import type { D1Database } from './env.ts';

/** Unknown-token lookups one client may make within the window before it is refused with 429. */
const MAX_TOKEN_MISSES = 10;
const TOKEN_MISS_WINDOW_MS = 10 * 60 * 1000;

export async function tooManyMisses(db: D1Database, client: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .prepare('SELECT COUNT(*) AS misses FROM token_misses WHERE client = ? AND at > ?')
    .bind(client, now - TOKEN_MISS_WINDOW_MS)
    .first<{ misses: number }>();
  return (row?.misses ?? 0) >= MAX_TOKEN_MISSES;
}

export async function recordMiss(db: D1Database, client: string, now = Date.now()): Promise<void> {
  await db.batch([
    db.prepare('INSERT INTO token_misses (client, at) VALUES (?, ?)').bind(client, now),
    db.prepare('DELETE FROM token_misses WHERE at <= ?').bind(now - TOKEN_MISS_WINDOW_MS),
  ]);
}
