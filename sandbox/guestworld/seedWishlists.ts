import type { D1Database, D1PreparedStatement } from '../kit/env.ts';
import { randomToken } from '../kit/secrets.ts';
import { sandboxMs } from '../kit/clock.ts';

/** The demo accounts' wishlists: one of them shared, so its link can be tried. */
const DEMO_WISHLISTS = [
  {
    owner: 'anna.demo@example.com',
    name: 'Summer by the water',
    properties: ['IT3020.100.1', 'DK1050.12.1'],
    shared: true,
  },
  { owner: 'anna.demo@example.com', name: 'Ski week', properties: ['AT6370.200.4'], shared: false },
  {
    owner: 'jonas.demo@example.com',
    name: 'Familienurlaub',
    properties: ['AT6370.200.4', 'IT3020.100.1'],
    shared: false,
  },
];

/**
 * The wishlists' rows, after the demo accounts' (their ids are looked up by e-mail). They empty
 * the wishlist tables first, so the sandbox reset needs to know nothing of them.
 */
export function wishlistStatements(db: D1Database): D1PreparedStatement[] {
  const now = sandboxMs();
  return [
    db.prepare('DELETE FROM wishlist_properties'),
    db.prepare('DELETE FROM wishlists'),
    ...DEMO_WISHLISTS.flatMap((wishlist, index) => {
      const id = crypto.randomUUID();
      return [
        db
          .prepare(
            `INSERT INTO wishlists (id, owner_id, name, shared_token, created_at)
             VALUES (?, (SELECT id FROM identities WHERE email = ?), ?, ?, ?)`,
          )
          .bind(
            id,
            wishlist.owner,
            wishlist.name,
            wishlist.shared ? randomToken() : null,
            new Date(now + index).toISOString(),
          ),
        ...wishlist.properties.map((code, position) =>
          db
            .prepare('INSERT INTO wishlist_properties (wishlist_id, code, position) VALUES (?, ?, ?)')
            .bind(id, code, position + 1),
        ),
      ];
    }),
  ];
}

/** `/__dev/fixtures.json`: the shared wishlists' links. */
export async function sharedWishlistFixtures(db: D1Database): Promise<{ token: string; url: string }[]> {
  const { results } = await db
    .prepare('SELECT shared_token AS token FROM wishlists WHERE shared_token IS NOT NULL ORDER BY created_at')
    .all<{ token: string }>();
  return results.map(({ token }) => ({ token, url: `/myaccount/wishlists/${token}?lang=en` }));
}
