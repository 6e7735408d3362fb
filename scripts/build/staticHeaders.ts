// The headers of the static files (dist/client/_headers): the assets layer serves them, in front of
// the worker, with these rules in both modes (wrangler dev locally, Cloudflare's asset service in
// production), so they are the only headers a static file gets.

/**
 * The service worker's own policy: a page's policy does not reach it, and without one it could
 * fetch and keep anything a message named. It fetches and keeps this origin's pages, calls and
 * files alone, and loads no script.
 */
export const SERVICE_WORKER_CSP =
  "default-src 'none'; connect-src 'self'; base-uri 'none'; frame-ancestors 'none'";

export const STATIC_HEADERS = [
  // Every static file: HTTPS only, and never sniffed into another type.
  '/*',
  '  Strict-Transport-Security: max-age=63072000; includeSubDomains',
  '  X-Content-Type-Options: nosniff',
  '/assets/*',
  '  Cache-Control: public, max-age=31536000, immutable',
  '/images/*',
  '  Cache-Control: public, max-age=86400',
  '/builds/*',
  '  Cache-Control: no-cache',
  // A new deployment's worker is found at the next page's check, not a day later.
  '/sw.js',
  '  Cache-Control: no-cache',
  `  Content-Security-Policy: ${SERVICE_WORKER_CSP}`,
  '',
].join('\n');
