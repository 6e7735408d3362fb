import { RESERVATION_FILES } from '../shared/routes/routePaths.ts';
import { Hono } from 'hono';
import type { Env, ExecutionContext } from './env.ts';
import { healthRoutes } from './health.ts';
import { flagsCacheSeconds, loadFlags } from './flags.ts';
import { encodeFlagState } from '../shared/site/flags.ts';
import type { CatalogFor, RenderPage } from '../shared/site/render.ts';
import { isLanguage } from '../shared/i18n/languages.ts';
import type { Upstreams } from './upstreams.ts';
import type { AppEnv } from './pipeline/appEnv.ts';
import { requestIdStep } from './pipeline/requestId.ts';
import { requestContextStep } from './pipeline/requestContext.ts';
import { baseSecurityHeadersStep } from './pipeline/baseSecurityHeaders.ts';
import { requestBodyLimitStep } from './pipeline/bodyLimit.ts';
import { serverErrorAnswer } from './pipeline/serverError.ts';
import { apiProxyStep } from './pipeline/apiProxy.ts';
import { identityLimitStep } from './pipeline/identityLimit.ts';
import { pageSteps } from './pipeline/page.ts';
import { normalizedPathStep } from './pipeline/normalizedPath.ts';
import { canonicalPathStep } from './pipeline/canonicalPath.ts';
import { urlLengthStep } from './pipeline/urlLength.ts';
import { executionContext, waitUntilOf } from './executionContext.ts';
import { imageProxyStep } from './pipeline/imageProxy.ts';
import { stayCalendarRoute } from './stayCalendar.ts';
import { webAppManifestRoute } from './webAppManifest.ts';
import { pushRoutes } from './push/pushRoutes.ts';
import { webPushServices, type PushService } from './push/pushService.ts';

export type { AppEnv } from './pipeline/appEnv.ts';

interface PortalOptions {
  /** Where the provider's services are: the sandbox in local mode, real hosts in production. */
  upstreams: (env: Env, ctx: ExecutionContext) => Upstreams;
  render: RenderPage;
  catalog: CatalogFor;
  /** Extra routes mounted before the pages (the sandbox's `/__dev` in local mode). */
  extraRoutes?: Hono<AppEnv>;
  /** Where push messages go: the browsers' push services unless said (the sandbox's stand-in in local mode). */
  pushService?: PushService;
}

/** The portal: health probes, then the edge pipeline of README.md in front of APIs and pages. */
export function createPortal(options: PortalOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(
    '*',
    urlLengthStep,
    normalizedPathStep((request, c) => app.fetch(request, c.env, executionContext(c))),
    canonicalPathStep,
  );
  app.route('/', healthRoutes(options.upstreams));

  app.use(
    '*',
    requestIdStep,
    requestContextStep(options.upstreams),
    baseSecurityHeadersStep,
    requestBodyLimitStep,
  );
  app.onError(serverErrorAnswer(options.catalog));

  const push = { service: options.pushService ?? webPushServices, catalog: options.catalog };
  app.use('*', async (c, next) => {
    c.set('push', push);
    await next();
  });
  app.all('*', apiProxyStep);
  app.route('/', pushRoutes());
  app.use('/self-service/*', identityLimitStep);
  app.get('/img/*', imageProxyStep);

  if (options.extraRoutes) app.route('/', options.extraRoutes);
  // Without the sandbox (production) the development pages do not exist, not even as redirects.
  app.all('/__dev/*', (c) => c.text('Not Found', 404));

  app.get('/__ftrs', async (c) =>
    c.text(encodeFlagState(await loadFlags(c.env, c.get('log'), waitUntilOf(c))), 200, {
      'Cache-Control': `public, max-age=${flagsCacheSeconds(c.env)}`,
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

  app.get(RESERVATION_FILES.calendar, stayCalendarRoute(options.catalog));
  app.get(RESERVATION_FILES.manifest, webAppManifestRoute(options.catalog));

  app.on(['GET', 'HEAD'], '*', ...pageSteps(options.render));
  app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));

  return app;
}
