import { Hono } from 'hono';
import type { D1Database } from '../../kit/env.ts';
import { requireSession, type SignedInEnv } from '../session.ts';
import { guestworldError } from '../errors.ts';
import { findByNumber } from '../../webcc/reservationStore.ts';
import { documentDownload } from '../../webcc/reservationDocuments.ts';
import { USERS } from './profile.ts';

/** A linked booking's documents, for its owner only: someone else's booking is not found. */
export function documentRoutes(database: () => D1Database): Hono<SignedInEnv> {
  const app = new Hono<SignedInEnv>();
  const path = `${USERS}/reservations/:number/documents/:name`;
  app.use(path, requireSession(database));
  app.get(path, async (c) => {
    const db = database();
    const number = c.req.param('number');
    const owned = await db
      .prepare('SELECT 1 AS owned FROM guestworld_links WHERE reservation_number = ? AND identity_id = ?')
      .bind(number, c.get('identity').id)
      .first();
    const row = owned ? await findByNumber(db, number) : null;
    if (!row) return guestworldError(c, 404, 'reservationNotFound', 'No such booking in this account');
    return documentDownload(c, db, row, c.req.param('name'));
  });
  return app;
}
