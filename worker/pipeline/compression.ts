import { acceptsGzip, streamingGzip } from '../streamingGzip.ts';
import { createStep } from './appEnv.ts';

/**
 * The browser's own Accept-Encoding. Cloudflare (and miniflare) hand workers `gzip, br` whatever the
 * client said, and keep the client's header in `cf.clientAcceptEncoding`.
 */
function clientAcceptEncoding(request: Request): string | null {
  const cf = (request as { cf?: { clientAcceptEncoding?: string } }).cf;
  return cf?.clientAcceptEncoding ?? request.headers.get('accept-encoding');
}

/** The last step on the way out: the rendered page, gzip-compressed as it streams when the browser takes it. */
export const compressionStep = createStep(async (c, next) => {
  await next();
  const headers = new Headers(c.res.headers);
  headers.append('Vary', 'Accept-Encoding');
  let body: ReadableStream | null = c.req.method === 'HEAD' ? null : c.res.body;
  if (body && acceptsGzip(clientAcceptEncoding(c.req.raw))) {
    body = streamingGzip(body);
    headers.set('Content-Encoding', 'gzip');
  }
  // encodeBody 'manual': the body is already gzip; the runtime must not compress (and buffer) it again.
  const compressed = new Response(body, {
    status: c.res.status,
    headers,
    encodeBody: 'manual',
  } as ResponseInit);
  // Unset first: Hono would otherwise merge the old answer into the new one and lose encodeBody.
  c.res = undefined;
  c.res = compressed;
});
