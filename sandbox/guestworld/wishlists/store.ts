import type { D1Database } from '../../kit/env.ts';
import type { Wishlist } from '../../../shared/wishlists/schemas/wishlist.ts';

export interface WishlistRow {
  id: string;
  owner_id: string;
  name: string;
  shared_token: string | null;
  created_at: string;
}

export async function findWishlist(db: D1Database, id: string): Promise<WishlistRow | null> {
  return db.prepare('SELECT * FROM wishlists WHERE id = ?').bind(id).first<WishlistRow>();
}

export async function findSharedWishlist(db: D1Database, token: string): Promise<WishlistRow | null> {
  return db.prepare('SELECT * FROM wishlists WHERE shared_token = ?').bind(token).first<WishlistRow>();
}

export async function propertiesOf(db: D1Database, wishlistId: string): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT code FROM wishlist_properties WHERE wishlist_id = ? ORDER BY position')
    .bind(wishlistId)
    .all<{ code: string }>();
  return results.map((row) => row.code);
}

/** The owner's view of a wishlist: the contract of `shared/wishlists/schemas/wishlist.ts`. */
export async function wishlistBody(db: D1Database, row: WishlistRow): Promise<Wishlist> {
  return {
    id: row.id,
    name: row.name,
    properties: await propertiesOf(db, row.id),
    sharedToken: row.shared_token,
  };
}

export async function wishlistsOf(db: D1Database, ownerId: string): Promise<WishlistRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM wishlists WHERE owner_id = ? ORDER BY created_at, rowid')
    .bind(ownerId)
    .all<WishlistRow>();
  return results;
}

export async function accommodationExists(db: D1Database, code: string): Promise<boolean> {
  return (
    (await db.prepare('SELECT 1 AS found FROM accommodations WHERE code = ?').bind(code).first()) !== null
  );
}
