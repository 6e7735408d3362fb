import type { Context } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { pageCspDirectives, type PageCspDirective } from '../securityHeaders.ts';
import { frameAncestorsFor } from '../partnerConfig.ts';
import { telemetryCsp } from '../reporting/telemetrySettings.ts';
import type { AppEnv } from './appEnv.ts';

type PageCsp = ReturnType<typeof pageCspDirectives>;

/** Each request's directives, worked out once although hono/secure-headers asks once per directive. */
const directivesOfRequest = new WeakMap<Context<AppEnv>, PageCsp>();

/**
 * Hono's per-request nonce (`c.get('secureHeadersNonce')`), the partner's frame ancestors, the identity
 * origin and the origins of the configured tag manager, reporting service and feedback widget.
 */
function directiveOf(directive: PageCspDirective) {
  return (c: Context<AppEnv>, name: string) => {
    let directives = directivesOfRequest.get(c);
    if (!directives) {
      directives = pageCspDirectives({
        nonce: NONCE(c, name),
        frameAncestors: frameAncestorsFor(c.env, c.get('partner')?.id ?? null),
        identityOrigin: c.get('identityBase') ?? '',
        telemetry: telemetryCsp(c.env),
      });
      directivesOfRequest.set(c, directives);
    }
    return directives[directive];
  };
}

/** Every directive of a page's CSP, as securityHeaders.ts names them: set here each from the request. */
const PAGE_DIRECTIVES = Object.keys(
  pageCspDirectives({ nonce: '', frameAncestors: '', identityOrigin: '' }),
) as PageCspDirective[];

/**
 * DESIGN §5 step 1, for pages: the CSP whose nonce the render puts on every script and style it
 * streams. Set before the render runs, so the nonce is there to read. An answer that brings its
 * own policy (the server error page) keeps it.
 */
export const pageSecurityHeadersStep = secureHeaders({
  contentSecurityPolicy: Object.fromEntries(
    PAGE_DIRECTIVES.map((directive) => [directive, [directiveOf(directive)]]),
  ) as Record<PageCspDirective, [ReturnType<typeof directiveOf>]>,
  // The other headers are every answer's (baseSecurityHeaders.ts).
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  removePoweredBy: false,
  overwrite: false,
});
