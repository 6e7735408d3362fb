import { canonicalPagePath } from '../../shared/routes/routeFacts.ts';
import { createStep } from './appEnv.ts';

/**
 * A page is read under its one path. The router finds `/RESERVATIONS/{token}` and
 * `//reservations/{token}/`, but the token rules (Referrer-Policy, the redacted log, cache key,
 * conf-api look-up and tracking path) would not; so before any of them reads it, a page asked for
 * under another spelling is sent to its canonical path, query and all. Other methods on a page are
 * refused later anyway, and an API path has no other spelling: one that is not canonical matches no
 * portal call (portalCalls.ts) and is refused.
 */
export const canonicalPathStep = createStep(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
  const url = new URL(c.req.url);
  const canonical = canonicalPagePath(url.pathname);
  if (canonical === null || canonical === url.pathname) return next();
  // Permanent: the spelling never names another page. The path keeps the token, so no one keeps it.
  return c.body(null, 301, { Location: `${canonical}${url.search}`, 'Cache-Control': 'no-store' });
});
