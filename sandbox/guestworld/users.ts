import { Hono } from 'hono';
import type { D1Database, SandboxAppEnv } from '../kit/env.ts';
import { profileRoutes } from './users/profile.ts';
import { pictureRoutes } from './users/picture.ts';
import { linkRoutes } from './users/link.ts';
import { documentRoutes } from './users/documents.ts';

/** guestworld-api v2 users (SPEC §7): the profile, its picture, linking bookings, their documents. */
export function userRoutes(database: () => D1Database): Hono<SandboxAppEnv> {
  const app = new Hono<SandboxAppEnv>();
  app.route('/', pictureRoutes(database));
  app.route('/', linkRoutes(database));
  app.route('/', documentRoutes(database));
  app.route('/', profileRoutes(database));
  return app;
}
