import { Hono } from 'hono';
import type { D1Database, SandboxAppEnv } from '../../kit/env.ts';
import { isWellFormedToken } from '../../../shared/routes/paths.ts';
import { randomToken } from '../../kit/secrets.ts';
import { guestworldError } from '../errors.ts';
import { ownedWishlist, type OwnedWishlistEnv } from './ownedWishlist.ts';
import { findSharedWishlist, propertiesOf } from './store.ts';
import { WISHLISTS_PATH } from './path.ts';

/** Anyone with the link sees the wishlist's name and accommodations; nothing else of it or its owner. */
export function sharedViewRoutes(database: () => D1Database) {
  const app = new Hono<SandboxAppEnv>();
  app.get(`${WISHLISTS_PATH}/shared/:token`, async (c) => {
    const token = c.req.param('token');
    const row = isWellFormedToken(token) ? await findSharedWishlist(database(), token) : null;
    if (!row) return guestworldError(c, 404, 'wishlistNotFound', 'No wishlist is shared by this link');
    return c.json({ name: row.name, properties: await propertiesOf(database(), row.id) });
  });
  return app;
}

/** The owner shares a wishlist by a fresh token, and stops sharing it: the token stops working at once. */
export function sharingRoutes(database: () => D1Database) {
  const app = new Hono<OwnedWishlistEnv>();
  const path = `${WISHLISTS_PATH}/:id/share`;
  app.use(path, ownedWishlist(database));

  app.post(path, async (c) => {
    if (c.get('wishlist').shared_token)
      return guestworldError(c, 409, 'alreadyShared', 'The wishlist is shared already');
    const token = randomToken();
    await database()
      .prepare('UPDATE wishlists SET shared_token = ? WHERE id = ?')
      .bind(token, c.get('wishlist').id)
      .run();
    return c.json({ token }, 201);
  });

  app.delete(path, async (c) => {
    if (!c.get('wishlist').shared_token)
      return guestworldError(c, 409, 'notShared', 'The wishlist is not shared');
    await database()
      .prepare('UPDATE wishlists SET shared_token = NULL WHERE id = ?')
      .bind(c.get('wishlist').id)
      .run();
    return c.body(null, 204);
  });

  return app;
}
