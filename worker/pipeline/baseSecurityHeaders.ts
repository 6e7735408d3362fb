import { secureHeaders } from 'hono/secure-headers';
import { REFERRER_POLICY, STRICT_TRANSPORT_SECURITY } from '../securityHeaders.ts';
import { isTokenPath } from '../../shared/routes/paths.ts';
import { routeFactsAt } from '../../shared/routes/routeFacts.ts';
import { createStep } from './appEnv.ts';

/**
 * The headers every answer carries; a header an answer brings itself (an upstream's, a page's CSP) is
 * kept. The camera is this origin's own on the pages that scan a passport (the route table's
 * `camera`), and no one's elsewhere; the microphone and the location are no one's anywhere.
 */
function securityHeaders(referrerPolicy: string, camera: boolean) {
  return secureHeaders({
    strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
    referrerPolicy,
    permissionsPolicy: { camera: camera ? ['self'] : [], microphone: [], geolocation: [] },
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

/** Made once each: a path with a token or without, a page with the camera or without. */
const HEADERS = {
  token: {
    camera: securityHeaders(REFERRER_POLICY.tokenPath, true),
    none: securityHeaders(REFERRER_POLICY.tokenPath, false),
  },
  other: {
    camera: securityHeaders(REFERRER_POLICY.otherPath, true),
    none: securityHeaders(REFERRER_POLICY.otherPath, false),
  },
};

/**
 * A secret link is for its guest, not for a search engine: should one reach a crawler (pasted into
 * a public page, a forum), the answer asks that it be neither listed nor followed.
 */
const ROBOTS_ON_TOKEN_PATHS = 'noindex, nofollow';

/** DESIGN §5 step 1: security headers on every answer; no Referer at all from a path with a token. */
export const baseSecurityHeadersStep = createStep((c, next) => {
  const tokenPath = isTokenPath(c.req.path);
  if (tokenPath) c.header('X-Robots-Tag', ROBOTS_ON_TOKEN_PATHS);
  const headers = HEADERS[tokenPath ? 'token' : 'other'];
  return (routeFactsAt(c.req.path).camera ? headers.camera : headers.none)(c, next);
});
