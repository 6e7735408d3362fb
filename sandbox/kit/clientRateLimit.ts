import type { D1Database } from './env.ts';
import { sandboxMs } from './clock.ts';

/** A sliding window: at most `limit` calls per client within `windowMs`. */
export interface RateLimit {
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts a client's call and answers whether it is within the limit. The sandbox's own limiter,
 * standing in for the provider's until the edge limits its calls.
 */
export async function allowCall(
  db: D1Database,
  rule: RateLimit,
  client: string,
  now = sandboxMs(),
): Promise<boolean> {
  const since = now - rule.windowMs;
  const row = await db
    .prepare('SELECT COUNT(*) AS calls FROM client_rate_hits WHERE bucket = ? AND client = ? AND at_ms > ?')
    .bind(rule.bucket, client, since)
    .first<{ calls: number }>();
  if ((row?.calls ?? 0) >= rule.limit) return false;
  await db.batch([
    db
      .prepare('INSERT INTO client_rate_hits (bucket, client, at_ms) VALUES (?, ?, ?)')
      .bind(rule.bucket, client, now),
    db.prepare('DELETE FROM client_rate_hits WHERE bucket = ? AND at_ms <= ?').bind(rule.bucket, since),
  ]);
  return true;
}
