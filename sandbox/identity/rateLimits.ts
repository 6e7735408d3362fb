import type { D1Database } from '../kit/env.ts';
import type { IdentityContext } from './context.ts';
import { ERRORS, errorAnswer } from './errors.ts';

/**
 * Ory Network's brute-force limits, as this stand-in keeps them: requests per identifier and per
 * client within ten minutes. A refused request gets 429 with `Retry-After` and a genericError.
 */
const WINDOW_MS = 10 * 60 * 1000;

export const RULES = {
  /**
   * Wrong passwords for one identifier from one client (a right one gives its count back): a
   * stranger's guesses lock the stranger out, not the owner signing in from elsewhere.
   */
  signInPerClientAndIdentifier: { name: 'sign-in-client-identifier', limit: 10 },
  /** Password sign-ins from one client, whichever identifiers. */
  signInPerClient: { name: 'sign-in-client', limit: 50 },
  /** Recovery and verification codes sent to one address. */
  codeSendPerAddress: { name: 'code-send-address', limit: 10 },
  codeSendPerClient: { name: 'code-send-client', limit: 30 },
  /** Recovery and verification codes tried by one client (each code also allows only 5 wrong tries). */
  codeCheckPerClient: { name: 'code-check-client', limit: 30 },
} as const;

type Rule = (typeof RULES)[keyof typeof RULES];
type Taken = { hit: number } | { retryAfterSeconds: number };

export const bucketOf = (rule: Rule, who: string) => `${rule.name}:${who.toLowerCase()}`;

/**
 * Takes one request of the rule for `who`: one INSERT that only happens while the window has
 * room, so parallel requests cannot all slip under the limit.
 */
async function takeHit(db: D1Database, rule: Rule, who: string, now = Date.now()): Promise<Taken> {
  const bucket = bucketOf(rule, who);
  const since = now - WINDOW_MS;
  const [taken] = await db.batch([
    db
      .prepare(
        `INSERT INTO identity_rate_hits (bucket, at) SELECT ?1, ?2
         WHERE (SELECT COUNT(*) FROM identity_rate_hits WHERE bucket = ?1 AND at > ?3) < ?4
         RETURNING id`,
      )
      .bind(bucket, now, since, rule.limit),
    db.prepare('DELETE FROM identity_rate_hits WHERE at <= ?').bind(since),
  ]);
  const hit = (taken?.results[0] as { id: number } | undefined)?.id;
  if (hit !== undefined) return { hit };
  const oldest = await db
    .prepare('SELECT MIN(at) AS at FROM identity_rate_hits WHERE bucket = ? AND at > ?')
    .bind(bucket, since)
    .first<{ at: number | null }>();
  return { retryAfterSeconds: Math.max(1, Math.ceil(((oldest?.at ?? now) + WINDOW_MS - now) / 1000)) };
}

/** A request that turned out not to count (a right password) frees its place. */
export async function giveBack(db: D1Database, hit: number): Promise<void> {
  await db.prepare('DELETE FROM identity_rate_hits WHERE id = ?').bind(hit).run();
}

/** Takes a hit of each rule in turn; the first refusal is answered. */
export async function refusedByLimits(
  c: IdentityContext,
  db: D1Database,
  browser: boolean,
  checks: [Rule, string][],
): Promise<{ refused: Response } | { hits: number[] }> {
  const hits: number[] = [];
  for (const [rule, who] of checks) {
    const taken = await takeHit(db, rule, who);
    if ('hit' in taken) {
      hits.push(taken.hit);
      continue;
    }
    c.header('Retry-After', String(taken.retryAfterSeconds));
    return {
      refused: await errorAnswer(c, db, ERRORS.tooManyRequests(taken.retryAfterSeconds), { browser }),
    };
  }
  return { hits };
}
