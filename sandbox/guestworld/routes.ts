import { Hono } from 'hono';
import type { D1Database, SandboxAppEnv } from '../kit/env.ts';
import { userRoutes } from './users.ts';
import { wishlistRoutes } from './wishlists.ts';

/** guestworld-api v2: the account users (SPEC §7 users) and their wishlists. */
export function guestworldRoutes(database: () => D1Database): Hono<SandboxAppEnv> {
  const app = new Hono<SandboxAppEnv>();
  app.get('/guestworld-api/', (c) => c.json({ service: 'guestworld-api', status: 'ok' }));
  app.route('/', userRoutes(database));
  app.route('/', wishlistRoutes(database));
  return app;
}
