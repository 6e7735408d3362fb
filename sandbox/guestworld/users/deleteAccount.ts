import type { D1Database, R2Bucket } from '../../kit/env.ts';
import type { UserRow } from './store.ts';

/**
 * Deletes the account and all that hangs on it: its wishlists with their accommodations (a shared
 * link stops at once), the user, its links and codes, its pictures, its identity flows (settings
 * drafts included) and its identity with every session, children first, in one batch (one
 * transaction), so the session stops working at once and nothing is left half deleted.
 */
export async function deleteAccount(
  db: D1Database,
  bucket: R2Bucket,
  identityId: string,
  user: UserRow | null,
) {
  await db.batch([
    db
      .prepare(
        'DELETE FROM wishlist_properties WHERE wishlist_id IN (SELECT id FROM wishlists WHERE owner_id = ?)',
      )
      .bind(identityId),
    db.prepare('DELETE FROM wishlists WHERE owner_id = ?').bind(identityId),
    db.prepare('DELETE FROM guestworld_link_codes WHERE identity_id = ?').bind(identityId),
    db.prepare('DELETE FROM guestworld_links WHERE identity_id = ?').bind(identityId),
    db.prepare('DELETE FROM guestworld_users WHERE identity_id = ?').bind(identityId),
    db
      .prepare(
        'DELETE FROM identity_token_exchanges WHERE session_id IN (SELECT id FROM identity_sessions WHERE identity_id = ?)',
      )
      .bind(identityId),
    db.prepare('DELETE FROM identity_codes WHERE identity_id = ?').bind(identityId),
    db
      .prepare(
        'DELETE FROM identity_oidc_states WHERE flow_id IN (SELECT id FROM identity_flows WHERE identity_id = ?)',
      )
      .bind(identityId),
    db.prepare('DELETE FROM identity_flows WHERE identity_id = ?').bind(identityId),
    db.prepare('DELETE FROM identity_sessions WHERE identity_id = ?').bind(identityId),
    db.prepare('DELETE FROM identities WHERE id = ?').bind(identityId),
  ]);
  const keys = [user?.picture_key, user?.pending_picture_key].filter((key): key is string => !!key);
  if (keys.length > 0) await bucket.delete(keys);
}
