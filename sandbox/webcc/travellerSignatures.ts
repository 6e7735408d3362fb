import type { D1Database, D1PreparedStatement } from '../kit/env.ts';
import type { SignatureInput, StoredSignature } from '../../shared/precheckin/signature.ts';

interface SignatureRow {
  traveller_uuid: string;
  method: StoredSignature['method'];
  image: string;
  name: string;
  statement: string;
  signed_at: string;
}

/** What becomes of one traveller's signature when their entry is saved. */
export interface SignatureChange {
  uuid: string;
  /** Whether the destination's law asks this traveller to sign: if not, nothing of it is kept. */
  required: boolean;
  /** A new signature, checked (validSignature); none: the stored one, if any, stays. */
  sent: SignatureInput | null;
}

/** A pre-check-in's signatures by traveller uuid. */
export async function signaturesOf(db: D1Database, token: string): Promise<Map<string, StoredSignature>> {
  const { results } = await db
    .prepare(
      'SELECT traveller_uuid, method, image, name, statement, signed_at FROM traveller_signatures WHERE token = ?',
    )
    .bind(token)
    .all<SignatureRow>();
  return new Map(
    results.map((row) => [
      row.traveller_uuid,
      {
        method: row.method,
        image: row.image,
        name: row.name,
        statement: row.statement,
        signedAt: row.signed_at,
      },
    ]),
  );
}

/**
 * The writes that keep one traveller's signature as the law asks: a new one stored with the time
 * it reached the service, and none kept of a traveller who no longer needs to sign.
 */
export function signatureWrites(
  db: D1Database,
  token: string,
  { uuid, required, sent }: SignatureChange,
  now: Date,
): D1PreparedStatement[] {
  if (!required)
    return [
      db.prepare('DELETE FROM traveller_signatures WHERE token = ? AND traveller_uuid = ?').bind(token, uuid),
    ];
  if (!sent) return [];
  return [
    db
      .prepare(
        `INSERT OR REPLACE INTO traveller_signatures (token, traveller_uuid, method, image, name, statement, signed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(token, uuid, sent.method, sent.image, sent.name, sent.statement, now.toISOString()),
  ];
}

/** The signatures of travellers no longer on the pre-check-in (the list saved without them) go. */
export function dropSignaturesBut(db: D1Database, token: string, uuids: readonly string[]) {
  return db
    .prepare(
      'DELETE FROM traveller_signatures WHERE token = ? AND traveller_uuid NOT IN (SELECT value FROM json_each(?))',
    )
    .bind(token, JSON.stringify(uuids));
}

/** Every signature of a pre-check-in: deleted with its registration. */
export const deleteSignatures = (db: D1Database, token: string) =>
  db.prepare('DELETE FROM traveller_signatures WHERE token = ?').bind(token);
