import type { MiddlewareHandler } from 'hono';
import type { D1Database } from '../../kit/env.ts';
import { wishlistIdSchema } from '../../../shared/wishlists/schemas/wishlist.ts';
import { guestworldError } from '../errors.ts';
import type { SignedInEnv } from '../session.ts';
import { findWishlist, type WishlistRow } from './store.ts';

export type OwnedWishlistEnv = SignedInEnv & {
  Variables: SignedInEnv['Variables'] & { wishlist: WishlistRow };
};

/**
 * The wishlist named by `:id`, when the signed-in account owns it (SPEC §6: only the owner may
 * change, share or delete it). A malformed id, an unknown one and someone else's are told apart.
 */
export function ownedWishlist(database: () => D1Database): MiddlewareHandler<OwnedWishlistEnv> {
  return async (c, next) => {
    const id = c.req.param('id') ?? '';
    if (!wishlistIdSchema.safeParse(id).success) {
      return guestworldError(c, 400, 'invalidWishlist', 'Malformed wishlist id');
    }
    const row = await findWishlist(database(), id);
    if (!row) return guestworldError(c, 404, 'wishlistNotFound', 'No such wishlist');
    if (row.owner_id !== c.get('identity').id) {
      return guestworldError(c, 403, 'notOwner', 'Only the owner may change this wishlist');
    }
    c.set('wishlist', row);
    await next();
  };
}
