import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Env, ExecutionContext } from './env.ts';
import { healthRoutes } from './health.ts';
import { createLogger, describeError, type Logger } from './log.ts';
import { reportError } from './errorReporting.ts';
import { serverErrorPage } from './serverErrorPage.ts';
import { baseSecurityHeaders } from './securityHeaders.ts';
import { passesXsrfCheck, XSRF_COOKIE, XSRF_HEADER } from './xsrf.ts';
import { featuresCacheSeconds, loadFeatures } from './features.ts';
import { handlePage } from './pageHandler.ts';
import { executionContext } from './executionContext.ts';
import { encodeFeatureState } from '../shared/features.ts';
import type { CatalogFor, RenderPage } from '../shared/render.ts';
import { isLanguage } from '../shared/languages.ts';
import { SERVICES, serviceOf, type Upstreams } from './upstreams.ts';

export interface AppVariables {
  requestId: string;
  log: Logger;
  upstreams: Upstreams;
}
export type AppEnv = { Bindings: Env; Variables: AppVariables };

export interface PortalOptions {
  /** Where the provider's services are: the sandbox in local mode, real hosts in production. */
  upstreams: (env: Env, ctx: ExecutionContext) => Upstreams;
  render: RenderPage;
  catalog: CatalogFor;
  /** Extra routes mounted before the pages (the sandbox's `/__dev` in local mode). */
  extraRoutes?: Hono<AppEnv>;
}

const API_PREFIX = new RegExp(`^/(${SERVICES.join('|')})/`);

export function createPortal(options: PortalOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.route('/', healthRoutes(options.upstreams));

  app.use('*', async (c, next) => {
    const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('log', createLogger(requestId, new URL(c.req.url).pathname));
    c.set('upstreams', options.upstreams(c.env, executionContext(c)));
    await next();
    // Answers from upstreams have immutable headers: copy before adding ours.
    const response = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(baseSecurityHeaders(c.req.path))) {
      if (!response.headers.has(name)) response.headers.set(name, value);
    }
    response.headers.set('X-Request-Id', requestId);
    c.res = undefined;
    c.res = response;
  });

  app.onError((error, c) => {
    c.get('log')?.error('unhandled error', { cause: describeError(error) });
    reportError(c.env, executionContext(c), c.req.raw, error);
    return c.html(serverErrorPage(), 500);
  });

  app.all('*', async (c, next) => {
    const service = serviceOf(c.req.path);
    if (!service || !API_PREFIX.test(c.req.path)) return next();
    if (!passesXsrfCheck(c.req.method, getCookie(c, XSRF_COOKIE), c.req.header(XSRF_HEADER))) {
      return c.json({ error: 'xsrf', message: 'Missing or mismatched XSRF token' }, 403);
    }
    return c.get('upstreams')[service](forwardable(c.req.raw));
  });

  if (options.extraRoutes) app.route('/', options.extraRoutes);
  // Without the sandbox (production) the development pages do not exist, not even as redirects.
  app.all('/__dev/*', (c) => c.text('Not Found', 404));

  app.get('/__ftrs', async (c) =>
    c.text(encodeFeatureState(await loadFeatures(c.env, c.get('log'))), 200, {
      'Cache-Control': `public, max-age=${featuresCacheSeconds(c.env)}`,
    }),
  );

  app.get('/i18n/:lang/:file{[a-z]+\\.json}', (c) => {
    const lang = c.req.param('lang');
    const messages = isLanguage(lang)
      ? options.catalog(lang, c.req.param('file').replace(/\.json$/, ''))
      : undefined;
    if (!messages) return c.json({ error: 'not_found' }, 404);
    // Texts change only with a deployment; a URL that names its build may be kept.
    const cache = c.req.query('build') ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
    return c.json(messages, 200, { 'Cache-Control': cache });
  });

  app.on(['GET', 'HEAD'], '*', (c) => handlePage(c, options.render));
  app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));

  return app;
}

/** What the provider's services get of a browser's call: not the portal's own cookies. */
function forwardable(request: Request): Request {
  const forwarded = new Request(request);
  forwarded.headers.delete('cookie');
  forwarded.headers.delete(XSRF_HEADER);
  return forwarded;
}
