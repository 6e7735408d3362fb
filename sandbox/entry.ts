import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { SandboxAppEnv } from './kit/env.ts';
import { sandboxFor } from './app.ts';
import { devRoutes } from './dev/routes.ts';

/**
 * The sandbox on its own, as the provider's services would be: what the production bundle is
 * pointed at by `npm run bench` (CONF_API_URL=http://127.0.0.1:8788/conf-api and so on).
 */
const sandbox = new Hono<SandboxAppEnv>();

// As its own origin the identity service is called from the portal's pages with credentials,
// like an Ory project: only the origins it is told about may (IDENTITY_CORS_ORIGINS).
const identityCors = cors({
  origin: (origin, c) => (c.env.IDENTITY_CORS_ORIGINS?.split(',').includes(origin) ? origin : null),
  credentials: true,
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowHeaders: ['Content-Type', 'Accept', 'X-Session-Token', 'X-CSRF-Token'],
});
for (const path of ['/self-service/*', '/sessions', '/sessions/*']) sandbox.use(path, identityCors);

sandbox.route('/', devRoutes());
sandbox.all('*', (c) => sandboxFor(c.env)(c.req.raw));

export default sandbox;
