import type { D1Database, D1PreparedStatement } from '../kit/env.ts';
import type { SignatureInput, StoredSignature } from '../../shared/precheckin/signature.ts';

interface SignatureRow {
  traveller_uuid: string;
  method: StoredSignature['method'];
  image: string;
  name: string;
  statement: string;
  signed_at: string;
  given_through: SignedThrough;
}

/**
 * Where a signature was given: on the travellers step, by the main guest, or on the traveller's own
 * invite page, by the traveller.
 */
export type SignedThrough = 'travellers' | 'invite';

/** What becomes of one traveller's signature when their entry is saved. */
export interface SignatureChange {
  uuid: string;
  /** Whether the destination's law asks this traveller to sign: if not, nothing of it is kept. */
  required: boolean;
  /** A new signature, checked (registrationEntry); none: the stored one, if any, stays. */
  sent: SignatureInput | null;
  /** Who saves the entry: the main guest's save never touches a signature given through an invite. */
  through: SignedThrough;
}

/** A pre-check-in's signatures by traveller uuid. */
export async function signaturesOf(db: D1Database, token: string): Promise<Map<string, StoredSignature>> {
  return storedByTraveller(await signatureRows(db, token));
}

/**
 * A pre-check-in's signatures by traveller uuid (`stored`), and the travellers who signed on their
 * own invite page (`theirOwn`): theirs to change, no one else's. One read of the same rows.
 */
export async function signaturesAndTheirOwn(
  db: D1Database,
  token: string,
): Promise<{ stored: Map<string, StoredSignature>; theirOwn: Set<string> }> {
  const rows = await signatureRows(db, token);
  return {
    stored: storedByTraveller(rows),
    theirOwn: new Set(rows.filter((row) => row.given_through === 'invite').map((row) => row.traveller_uuid)),
  };
}

async function signatureRows(db: D1Database, token: string) {
  const { results } = await db
    .prepare(
      'SELECT traveller_uuid, method, image, name, statement, signed_at, given_through FROM traveller_signatures WHERE token = ?',
    )
    .bind(token)
    .all<SignatureRow>();
  return results;
}

const storedByTraveller = (rows: SignatureRow[]) =>
  new Map<string, StoredSignature>(
    rows.map((row) => [
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

/**
 * The writes that keep one traveller's signature as the law asks: a new one stored with the time
 * it reached the service, and none kept of a traveller who no longer needs to sign. A main guest's
 * save leaves a signature the traveller gave on their own page as they left it, in the statement
 * itself, whatever the main guest read before.
 */
export function signatureWrites(
  db: D1Database,
  token: string,
  { uuid, required, sent, through }: SignatureChange,
  now: Date,
): D1PreparedStatement[] {
  // The traveller's own save may change any of theirs; the main guest's only those it gave.
  const changeable = through === 'invite' ? 'TRUE' : "given_through = 'travellers'";
  if (!required)
    return [
      db
        .prepare(`DELETE FROM traveller_signatures WHERE token = ? AND traveller_uuid = ? AND ${changeable}`)
        .bind(token, uuid),
    ];
  if (!sent) return [];
  return [
    db
      .prepare(
        `INSERT INTO traveller_signatures (token, traveller_uuid, method, image, name, statement, signed_at, given_through)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (token, traveller_uuid) DO UPDATE SET method = excluded.method, image = excluded.image,
           name = excluded.name, statement = excluded.statement, signed_at = excluded.signed_at,
           given_through = excluded.given_through
         WHERE ${changeable}`,
      )
      .bind(token, uuid, sent.method, sent.image, sent.name, sent.statement, now.toISOString(), through),
  ];
}

/**
 * The signatures of travellers no longer on the pre-check-in go: read from its travellers as they
 * are when the statement runs, so a save never drops one that another save just gave.
 */
export function dropSignaturesOfTravellersGone(db: D1Database, token: string) {
  return db
    .prepare(
      `DELETE FROM traveller_signatures WHERE token = ?1 AND traveller_uuid NOT IN
         (SELECT json_extract(entry.value, '$.uuid') FROM precheckins p, json_each(p.travellers) entry WHERE p.token = ?1)`,
    )
    .bind(token);
}

/** Every signature of a pre-check-in: deleted with its registration. */
export const deleteSignatures = (db: D1Database, token: string) =>
  db.prepare('DELETE FROM traveller_signatures WHERE token = ?').bind(token);
