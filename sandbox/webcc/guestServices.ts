import { Hono } from 'hono';
import type { D1Database, SandboxAppEnv } from '../kit/env.ts';
import { personalCatalogRoutes } from './personalCatalog.ts';
import { reservationLinkAgainRoutes } from './reservationLinkAgain.ts';
import { findByToken } from './reservationStore.ts';
import { documentDownload } from './reservationDocuments.ts';
import { isWellFormedToken } from '../../shared/routes/paths.ts';
import { notFound } from '../kit/badRequest.ts';

/**
 * webcc-api's calls around the account area: the personal catalogue, "send me my link again",
 * and a booking's documents for the holder of its token.
 */
export function guestServiceRoutes(database: () => D1Database): Hono<SandboxAppEnv> {
  const app = new Hono<SandboxAppEnv>();
  app.route('/', personalCatalogRoutes(database));
  app.route('/', reservationLinkAgainRoutes(database));
  app.get('/webcc-api/v1/booking/reservations/:token/documents/:name', async (c) => {
    const token = c.req.param('token');
    const row = isWellFormedToken(token) ? await findByToken(database(), token) : null;
    if (!row) return notFound(c, 'reservation');
    return documentDownload(c, database(), row, c.req.param('name'));
  });
  return app;
}
