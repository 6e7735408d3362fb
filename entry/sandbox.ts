import { Hono } from 'hono';
import type { AppEnv } from '../worker/app.ts';
import { sandboxUpstreams } from '../worker/sandbox/app.ts';
import { devRoutes } from '../worker/sandbox/dev.ts';

/**
 * The sandbox on its own, as the provider's services would be: what the production bundle is
 * pointed at by `npm run bench` (CONF_API_URL=http://127.0.0.1:8788/conf-api and so on).
 */
const sandbox = new Hono<AppEnv>();
sandbox.route('/', devRoutes());
sandbox.all('*', (c) => sandboxUpstreams(c.env)['conf-api'](c.req.raw));

export default sandbox;
