import { Hono } from 'hono';
import type { D1Database, SandboxAppEnv } from '../env.ts';

export function wishlistRoutes(_database: () => D1Database): Hono<SandboxAppEnv> {
  return new Hono<SandboxAppEnv>();
}
