import { Hono, type Context } from 'hono';
import type { D1Database } from '../../kit/env.ts';
import {
  WISHLIST_LIMIT,
  wishlistFormSchema,
  type WishlistForm,
} from '../../../shared/wishlists/schemas/wishlist.ts';
import { guestworldError } from '../errors.ts';
import { ownedWishlist, type OwnedWishlistEnv } from './ownedWishlist.ts';
import { findWishlist, wishlistBody, wishlistsOf } from './store.ts';
import { WISHLISTS_PATH } from './path.ts';
import { sandboxStamp } from '../../kit/clock.ts';

/** The body's name by SPEC §5's rule, or the 400 that names what is wrong with it. */
async function nameOf(c: Context): Promise<WishlistForm | Response> {
  const parsed = wishlistFormSchema.safeParse(await c.req.json().catch(() => null));
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.') || 'name', issue.message]),
  );
  return guestworldError(c, 400, 'invalidWishlist', 'The wishlist name is not valid', fields);
}

/** An account's wishlists: list, create (at most WISHLIST_LIMIT), rename, delete. */
export function listRoutes(database: () => D1Database) {
  const app = new Hono<OwnedWishlistEnv>();
  const owned = ownedWishlist(database);

  app.get(WISHLISTS_PATH, async (c) => {
    const rows = await wishlistsOf(database(), c.get('identity').id);
    return c.json({ wishlists: await Promise.all(rows.map((row) => wishlistBody(database(), row))) });
  });

  app.post(WISHLISTS_PATH, async (c) => {
    const form = await nameOf(c);
    if (form instanceof Response) return form;
    const owner = c.get('identity').id;
    const id = crypto.randomUUID();
    // Counted and written in one statement: parallel creates cannot all pass a count made before
    // any of them wrote.
    const { meta } = await database()
      .prepare(
        `INSERT INTO wishlists (id, owner_id, name, created_at)
         SELECT ?1, ?2, ?3, ?4 WHERE (SELECT COUNT(*) FROM wishlists WHERE owner_id = ?2) < ?5`,
      )
      .bind(id, owner, form.name, sandboxStamp(), WISHLIST_LIMIT)
      .run();
    if (meta.changes === 0) {
      return guestworldError(c, 409, 'limitReached', `At most ${WISHLIST_LIMIT} wishlists`);
    }
    return c.json(await wishlistBody(database(), (await findWishlist(database(), id))!), 201);
  });

  app.patch(`${WISHLISTS_PATH}/:id`, owned, async (c) => {
    const form = await nameOf(c);
    if (form instanceof Response) return form;
    await database()
      .prepare('UPDATE wishlists SET name = ? WHERE id = ?')
      .bind(form.name, c.get('wishlist').id)
      .run();
    return c.json(await wishlistBody(database(), { ...c.get('wishlist'), name: form.name }));
  });

  app.delete(`${WISHLISTS_PATH}/:id`, owned, async (c) => {
    await database().prepare('DELETE FROM wishlists WHERE id = ?').bind(c.get('wishlist').id).run();
    return c.body(null, 204);
  });

  return app;
}
