import type { D1Database, D1PreparedStatement } from '../kit/env.ts';
import { hashPassword } from './passwords.ts';
import type { Lang } from './flowTypes.ts';

/** The demo accounts: verified, one per language; the passwords are not on the breach list. */
export const DEMO_ACCOUNTS: { email: string; password: string; lang: Lang }[] = [
  { email: 'anna.demo@example.com', password: 'Sunny-Dunes-42', lang: 'en' },
  { email: 'jonas.demo@example.com', password: 'Wattenmeer-2026', lang: 'de' },
];

/** Identity tables, children first, for the sandbox reset. */
export const IDENTITY_TABLES_CHILD_FIRST = [
  'identity_rate_hits',
  'identity_token_exchanges',
  'identity_oidc_states',
  'identity_codes',
  'identity_flow_errors',
  'identity_flows',
  'identity_sessions',
  'identities',
];

export async function accountStatements(db: D1Database): Promise<D1PreparedStatement[]> {
  const now = new Date().toISOString();
  return Promise.all(
    DEMO_ACCOUNTS.map(async (account) =>
      db
        .prepare(
          `INSERT INTO identities (id, email, lang, password_hash, oidc_providers, verified_at, created_at, updated_at)
           VALUES (?, ?, ?, ?, '[]', ?, ?, ?)`,
        )
        .bind(
          crypto.randomUUID(),
          account.email,
          account.lang,
          await hashPassword(account.password),
          now,
          now,
          now,
        ),
    ),
  );
}
