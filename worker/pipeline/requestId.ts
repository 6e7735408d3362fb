import { requestId } from 'hono/request-id';
import { createStep } from './appEnv.ts';

// Cloudflare's ray id names the request where there is one, so our logs meet Cloudflare's. An id
// the client sends is not taken (no header name): it could pass itself off as another request.
const assignRequestId = requestId({
  headerName: '',
  generator: (c) => c.req.header('cf-ray') ?? crypto.randomUUID(),
});

/**
 * DESIGN §5 step 1: every request gets an id (`c.get('requestId')`), and every answer names it in
 * `X-Request-Id`, also answers built outside Hono's context (pages, upstream answers).
 */
export const requestIdStep = createStep((c, next) =>
  assignRequestId(c, async () => {
    await next();
    c.res.headers.set('X-Request-Id', c.get('requestId'));
  }),
);
