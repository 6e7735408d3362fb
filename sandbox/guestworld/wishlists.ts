import { Hono } from 'hono';
import type { D1Database, SandboxAppEnv } from '../kit/env.ts';
import { guestworldError } from './errors.ts';
import { requireSession } from './session.ts';
import { listRoutes } from './wishlists/lists.ts';
import { propertyRoutes } from './wishlists/properties.ts';
import { sharedViewRoutes, sharingRoutes } from './wishlists/sharing.ts';
import { WISHLISTS_PATH } from './wishlists/path.ts';

/**
 * guestworld-api v2 wishlists: every call needs the account's session, except the
 * shared view, which answers anyone holding the link. A failure of the service itself is the
 * generic error, in the service's error shape.
 */
export function wishlistRoutes(database: () => D1Database): Hono<SandboxAppEnv> {
  const app = new Hono<SandboxAppEnv>();
  app.route('/', sharedViewRoutes(database));
  const signedIn = new Hono<SandboxAppEnv>();
  signedIn.use(WISHLISTS_PATH, requireSession(database));
  signedIn.use(`${WISHLISTS_PATH}/*`, requireSession(database));
  signedIn.route('/', listRoutes(database));
  signedIn.route('/', propertyRoutes(database));
  signedIn.route('/', sharingRoutes(database));
  app.route('/', signedIn);
  app.onError((error, c) => {
    console.error(JSON.stringify({ level: 'error', message: 'wishlist call failed', cause: String(error) }));
    return guestworldError(c, 500, 'generic', 'Something went wrong');
  });
  return app;
}
