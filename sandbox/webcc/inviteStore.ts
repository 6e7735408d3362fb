import type { D1Database } from '../kit/env.ts';
import { randomToken } from '../kit/secrets.ts';
import { sandboxStamp } from '../kit/clock.ts';

/** An invite as stored (migration 0013): one traveller's link to their entry of a pre-check-in. */
export interface InviteRow {
  token: string;
  precheckin_token: string;
  traveller_number: number;
  issued_at: string;
  saved_at: string | null;
  ended_at: string | null;
}

export async function findInvite(db: D1Database, token: string): Promise<InviteRow | null> {
  return db.prepare('SELECT * FROM precheckin_invites WHERE token = ?').bind(token).first<InviteRow>();
}

const endInForce = (db: D1Database, precheckinToken: string, number: number) =>
  db
    .prepare(
      'UPDATE precheckin_invites SET ended_at = ? WHERE precheckin_token = ? AND traveller_number = ? AND ended_at IS NULL',
    )
    .bind(sandboxStamp(), precheckinToken, number);

/** A new link for the traveller; the one in force before it ends with it, so only the new one opens. */
export async function issueInvite(db: D1Database, precheckinToken: string, number: number): Promise<void> {
  await db.batch([
    endInForce(db, precheckinToken, number),
    db
      .prepare(
        'INSERT INTO precheckin_invites (token, precheckin_token, traveller_number, issued_at) VALUES (?, ?, ?, ?)',
      )
      .bind(randomToken(), precheckinToken, number, sandboxStamp()),
  ]);
}

export async function withdrawInvite(db: D1Database, precheckinToken: string, number: number): Promise<void> {
  await endInForce(db, precheckinToken, number).run();
}

/** The invited traveller saved their entry: a statement, written in the same batch as the entry. */
export function markInviteSaved(db: D1Database, token: string) {
  return db.prepare('UPDATE precheckin_invites SET saved_at = ? WHERE token = ?').bind(sandboxStamp(), token);
}
