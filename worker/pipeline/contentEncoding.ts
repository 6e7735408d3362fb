import { createStep } from './appEnv.ts';

/**
 * Pages leave the worker uncompressed: on Cloudflare the edge compresses them (brotli or gzip)
 * after the worker, streaming and outside its CPU time. The local runtime (wrangler dev and
 * miniflare, in both modes on one machine) compresses text/html itself and holds the whole stream
 * back while doing so (workers-sdk #6577, #8004), so the shell would wait for the data. There,
 * `PAGE_CONTENT_ENCODING=identity` marks the page as not to be compressed. Production leaves it unset.
 */
export const contentEncodingStep = createStep(async (c, next) => {
  await next();
  const encoding = c.env.PAGE_CONTENT_ENCODING;
  if (!encoding || c.res.headers.has('Content-Encoding')) return;
  const headers = new Headers(c.res.headers);
  headers.set('Content-Encoding', encoding);
  const marked = new Response(c.res.body, { status: c.res.status, headers });
  // Unset first: Hono would otherwise merge the old answer's headers into the new one.
  c.res = undefined;
  c.res = marked;
});
