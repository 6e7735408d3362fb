import { Hono } from 'hono';
import type { D1Database } from '../../kit/env.ts';
import { WISHLIST_PROPERTY_LIMIT } from '../../../shared/wishlists/schemas/wishlist.ts';
import { guestworldError } from '../errors.ts';
import { ownedWishlist, type OwnedWishlistEnv } from './ownedWishlist.ts';
import { accommodationExists, propertiesOf, wishlistBody } from './store.ts';
import { WISHLISTS_PATH } from './path.ts';

/** The accommodations on a wishlist: add (known codes, at most WISHLIST_PROPERTY_LIMIT) and remove. */
export function propertyRoutes(database: () => D1Database) {
  const app = new Hono<OwnedWishlistEnv>();
  const path = `${WISHLISTS_PATH}/:id/properties/:code`;
  app.use(path, ownedWishlist(database));

  app.put(path, async (c) => {
    const code = c.req.param('code');
    const wishlist = c.get('wishlist');
    if (!(await accommodationExists(database(), code))) {
      return guestworldError(c, 400, 'invalidProperty', 'No such accommodation');
    }
    // Checked and written in one statement, so parallel adds cannot pass the limit; the
    // primary key refuses a second copy of the same accommodation.
    const { meta } = await database()
      .prepare(
        `INSERT OR IGNORE INTO wishlist_properties (wishlist_id, code, position)
         SELECT ?1, ?2, COALESCE(MAX(position), 0) + 1 FROM wishlist_properties WHERE wishlist_id = ?1
         HAVING COUNT(*) < ?3`,
      )
      .bind(wishlist.id, code, WISHLIST_PROPERTY_LIMIT)
      .run();
    if (meta.changes === 0) {
      return (await propertiesOf(database(), wishlist.id)).includes(code)
        ? guestworldError(c, 409, 'alreadyOnWishlist', 'The accommodation is on the wishlist already')
        : guestworldError(c, 409, 'wishlistFull', 'Please create a new Wishlist');
    }
    return c.json(await wishlistBody(database(), wishlist));
  });

  app.delete(path, async (c) => {
    const wishlist = c.get('wishlist');
    const { meta } = await database()
      .prepare('DELETE FROM wishlist_properties WHERE wishlist_id = ? AND code = ?')
      .bind(wishlist.id, c.req.param('code'))
      .run();
    if (meta.changes === 0) {
      return guestworldError(c, 404, 'notOnWishlist', 'The accommodation is not on the wishlist');
    }
    return c.json(await wishlistBody(database(), wishlist));
  });

  return app;
}
