import type { Context } from 'hono';
import { serviceOf } from '../../shared/upstream/services.ts';
import type { ApiFetch } from '../../shared/site/render.ts';
import type { AppEnv } from './appEnv.ts';

/** The page's server-side calls to the same-origin APIs, made in-process for the visitor's address. */
export function inProcessApi(c: Context<AppEnv>): ApiFetch {
  return (path, init) => {
    const service = serviceOf(path);
    if (!service) return Promise.resolve(new Response(null, { status: 404 }));
    const headers = new Headers(init?.headers);
    headers.set('x-forwarded-for', c.get('client'));
    return c.get('upstreams')[service](new Request(new URL(path, c.req.url), { ...init, headers }));
  };
}
