import { secureHeaders } from 'hono/secure-headers';
import { REFERRER_POLICY, STRICT_TRANSPORT_SECURITY } from '../securityHeaders.ts';
import { isTokenPath } from '../../shared/routes/paths.ts';
import { createStep } from './appEnv.ts';

/** The headers every answer carries; a header an answer brings itself (an upstream's, a page's CSP) is kept. */
function headersWithReferrerPolicy(referrerPolicy: string) {
  return secureHeaders({
    strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
    referrerPolicy,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // Framing is decided by each page's CSP frame-ancestors (partners embed the portal).
    xFrameOptions: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    overwrite: false,
  });
}

const forTokenPaths = headersWithReferrerPolicy(REFERRER_POLICY.tokenPath);
const forOtherPaths = headersWithReferrerPolicy(REFERRER_POLICY.otherPath);

/**
 * A secret link is for its guest, not for a search engine: should one reach a crawler (pasted into
 * a public page, a forum), the answer asks that it be neither listed nor followed.
 */
const ROBOTS_ON_TOKEN_PATHS = 'noindex, nofollow';

/** DESIGN §5 step 1: security headers on every answer; no Referer at all from a path with a token. */
export const baseSecurityHeadersStep = createStep((c, next) => {
  if (!isTokenPath(c.req.path)) return forOtherPaths(c, next);
  c.header('X-Robots-Tag', ROBOTS_ON_TOKEN_PATHS);
  return forTokenPaths(c, next);
});
