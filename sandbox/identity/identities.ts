import { LANGUAGES } from '../../shared/i18n/languages.ts';
import type { D1Database } from '../kit/env.ts';
import type { Lang } from './flowTypes.ts';

export interface IdentityRow {
  id: string;
  email: string;
  lang: Lang;
  password_hash: string | null;
  oidc_providers: string;
  verified_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The identity schema's id and its URL segment (base64 of the id, as Kratos serves it). */
export const SCHEMA_ID = 'default';
const schemaUrl = (origin: string) => `${origin}/schemas/${btoa(SCHEMA_ID).replace(/=+$/, '')}`;

/** The traits schema: an e-mail (the identifier, verified and recovered by code) and a language. */
export const TRAITS_SCHEMA = {
  $id: 'https://schemas.ory.sh/presets/kratos/identity.email.schema.json',
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Person',
  type: 'object',
  properties: {
    traits: {
      type: 'object',
      properties: {
        email: {
          type: 'string',
          format: 'email',
          title: 'E-Mail',
          'ory.sh/kratos': {
            credentials: { password: { identifier: true } },
            verification: { via: 'email' },
            recovery: { via: 'email' },
          },
        },
        lang: { type: 'string', enum: [...LANGUAGES], title: 'Language' },
      },
      required: ['email'],
      additionalProperties: false,
    },
  },
};

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const findIdentityByEmail = (db: D1Database, email: string) =>
  db.prepare('SELECT * FROM identities WHERE email = ?').bind(email.trim()).first<IdentityRow>();

export const findIdentity = (db: D1Database, id: string) =>
  db.prepare('SELECT * FROM identities WHERE id = ?').bind(id).first<IdentityRow>();

export async function createIdentity(
  db: D1Database,
  input: { email: string; lang: Lang; passwordHash: string | null; verified: boolean; provider?: string },
): Promise<IdentityRow> {
  const now = new Date().toISOString();
  const row: IdentityRow = {
    id: crypto.randomUUID(),
    email: input.email.trim(),
    lang: input.lang,
    password_hash: input.passwordHash,
    oidc_providers: JSON.stringify(input.provider ? [input.provider] : []),
    verified_at: input.verified ? now : null,
    created_at: now,
    updated_at: now,
  };
  await db
    .prepare(
      `INSERT INTO identities (id, email, lang, password_hash, oidc_providers, verified_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(row.id, row.email, row.lang, row.password_hash, row.oidc_providers, row.verified_at, now, now)
    .run();
  return row;
}

export async function markVerified(db: D1Database, identityId: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .prepare('UPDATE identities SET verified_at = COALESCE(verified_at, ?), updated_at = ? WHERE id = ?')
    .bind(now, now, identityId)
    .run();
}

export async function setPassword(db: D1Database, identityId: string, passwordHash: string): Promise<void> {
  await db
    .prepare('UPDATE identities SET password_hash = ?, updated_at = ? WHERE id = ?')
    .bind(passwordHash, new Date().toISOString(), identityId)
    .run();
}

export function providersOf(identity: IdentityRow): string[] {
  try {
    const list: unknown = JSON.parse(identity.oidc_providers);
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** Kratos' `identity` as the public API shows it (no credentials). */
export function identityJson(identity: IdentityRow, origin: string) {
  // One address per identity: it shares the identity's id, which keeps it stable without a table.
  const verified = identity.verified_at !== null;
  return {
    id: identity.id,
    schema_id: SCHEMA_ID,
    schema_url: schemaUrl(origin),
    state: 'active' as const,
    state_changed_at: identity.created_at,
    traits: { email: identity.email, lang: identity.lang },
    verifiable_addresses: [
      {
        id: identity.id,
        value: identity.email,
        verified,
        via: 'email' as const,
        status: verified ? 'completed' : 'pending',
        ...(identity.verified_at ? { verified_at: identity.verified_at } : {}),
        created_at: identity.created_at,
        updated_at: identity.updated_at,
      },
    ],
    recovery_addresses: [
      {
        id: identity.id,
        value: identity.email,
        via: 'email',
        created_at: identity.created_at,
        updated_at: identity.updated_at,
      },
    ],
    metadata_public: null,
    created_at: identity.created_at,
    updated_at: identity.updated_at,
    organization_id: null,
  };
}
