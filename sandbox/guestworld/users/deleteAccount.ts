import type { D1Database, R2Bucket } from '../../env.ts';
import type { UserRow } from './store.ts';

/**
 * Deletes the account: the user, its links and codes, its pictures, and its identity with every
 * session (children first), in one batch, so the session stops working at once.
 */
export async function deleteAccount(
  db: D1Database,
  bucket: R2Bucket,
  identityId: string,
  user: UserRow | null,
) {
  await db.batch([
    db.prepare('DELETE FROM guestworld_link_codes WHERE identity_id = ?').bind(identityId),
    db.prepare('DELETE FROM guestworld_links WHERE identity_id = ?').bind(identityId),
    db.prepare('DELETE FROM guestworld_users WHERE identity_id = ?').bind(identityId),
    db
      .prepare(
        'DELETE FROM identity_token_exchanges WHERE session_id IN (SELECT id FROM identity_sessions WHERE identity_id = ?)',
      )
      .bind(identityId),
    db.prepare('DELETE FROM identity_codes WHERE identity_id = ?').bind(identityId),
    db.prepare('DELETE FROM identity_sessions WHERE identity_id = ?').bind(identityId),
    db.prepare('DELETE FROM identities WHERE id = ?').bind(identityId),
  ]);
  const keys = [user?.picture_key, user?.pending_picture_key].filter((key): key is string => !!key);
  if (keys.length > 0) await bucket.delete(keys);
}
