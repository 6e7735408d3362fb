import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Env, ExecutionContext } from './env.ts';
import { healthRoutes } from './health.ts';
import { createLogger, describeError, type Logger } from './log.ts';
import { baseSecurityHeaders, createNonce, pageSecurityHeaders } from './securityHeaders.ts';
import { decideLanguage, LANGUAGE_COOKIE } from './language.ts';
import { loadPageConfig } from './pageConfig.ts';
import { reportError } from './errorReporting.ts';
import { currentBuild } from './build.ts';
import { serverErrorPage } from './serverErrorPage.ts';
import { acceptsGzip, streamingGzip } from './streamingGzip.ts';
import { newXsrfCookie, passesXsrfCheck, XSRF_COOKIE, XSRF_HEADER } from './xsrf.ts';
import { SERVICES, serviceOf, type Upstreams } from './upstreams.ts';
import { isFramePage } from '../shared/paths.ts';
import { isLanguage } from '../shared/languages.ts';
import { reservationLanguage } from './reservationLanguage.ts';
import { redirectBodySchema } from '../shared/schemas/pageConfig.ts';
import type { ApiFetch, RenderPage } from '../shared/render.ts';

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

  app.on(['GET', 'HEAD'], '*', (c) => renderPageRequest(c, options.render));
  app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));

  return app;
}

async function renderPageRequest(c: Context<AppEnv>, render: RenderPage): Promise<Response> {
  const url = new URL(c.req.url);
  const log = c.get('log');
  const upstreams = c.get('upstreams');
  const client = c.req.header('cf-connecting-ip');
  const stored = getCookie(c, LANGUAGE_COOKIE);
  const needsReservationLanguage = !isLanguage(url.searchParams.get('lang')) && !isLanguage(stored);
  const decision = decideLanguage(url, stored, c.req.header('accept-language') ?? null, {
    frame: isFramePage(url.pathname),
    reservationLanguage: needsReservationLanguage
      ? await reservationLanguage(url.pathname, upstreams['webcc-api'], client)
      : undefined,
  });
  if (decision.kind === 'redirect') {
    return new Response(null, {
      status: 302,
      headers: { Location: decision.location, 'Cache-Control': 'no-store', Vary: 'Accept-Language, Cookie' },
    });
  }

  const pageConfig = await loadPageConfig(
    {
      kv: c.env.KV,
      confApi: upstreams['conf-api'],
      log,
      waitUntil: (promise) => executionContext(c).waitUntil(promise),
    },
    { host: url.host, pathname: url.pathname, lang: decision.lang },
  );

  if (pageConfig.pagetype === 'redirect') {
    const target = redirectBodySchema.safeParse(pageConfig.body);
    if (target.success) {
      return new Response(null, {
        status: target.data.status,
        headers: { Location: target.data.location, 'Cache-Control': 'no-store' },
      });
    }
    log.error('error in call to confapi', { cause: 'redirect page without a location' });
  }

  const nonce = createNonce();
  const api: ApiFetch = (path, init) => {
    const service = serviceOf(path);
    if (!service) return Promise.resolve(new Response(null, { status: 404 }));
    const headers = new Headers(init?.headers);
    if (client) headers.set('x-forwarded-for', client);
    return upstreams[service](new Request(new URL(path, url), { ...init, headers }));
  };
  const response = await render({
    request: c.req.raw,
    lang: decision.lang,
    nonce,
    pageConfig,
    api,
    build: await currentBuild(c.env),
    contactPhone: c.env.CONTACT_PHONE ?? '',
    reportError: (error) => {
      log.error('render error', { cause: describeError(error) });
      reportError(c.env, executionContext(c), c.req.raw, error);
    },
  });

  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(
    pageSecurityHeaders(url.pathname, nonce, c.env.FRAME_ANCESTORS),
  )) {
    headers.set(name, value);
  }
  headers.set('Cache-Control', 'no-store');
  if (decision.setCookie) headers.append('Set-Cookie', decision.setCookie);
  if (!getCookie(c, XSRF_COOKIE)) headers.append('Set-Cookie', newXsrfCookie(url));
  headers.append('Vary', 'Accept-Encoding');
  let body: ReadableStream | null = c.req.method === 'HEAD' ? null : response.body;
  if (body && acceptsGzip(clientAcceptEncoding(c.req.raw))) {
    body = streamingGzip(body);
    headers.set('Content-Encoding', 'gzip');
  }
  // encodeBody 'manual': the body is already gzip; the runtime must not compress (and buffer) it again.
  return new Response(body, { status: response.status, headers, encodeBody: 'manual' } as ResponseInit);
}

/**
 * The browser's own Accept-Encoding. Cloudflare (and miniflare) hand workers `gzip, br` whatever the
 * client said, and keep the client's header in `cf.clientAcceptEncoding`.
 */
function clientAcceptEncoding(request: Request): string | null {
  const cf = (request as { cf?: { clientAcceptEncoding?: string } }).cf;
  return cf?.clientAcceptEncoding ?? request.headers.get('accept-encoding');
}

/** What the provider's services get of a browser's call: not the portal's own cookies. */
function forwardable(request: Request): Request {
  const forwarded = new Request(request);
  forwarded.headers.delete('cookie');
  forwarded.headers.delete(XSRF_HEADER);
  return forwarded;
}

function executionContext(c: Context<AppEnv>): ExecutionContext {
  try {
    return c.executionCtx as unknown as ExecutionContext;
  } catch {
    // Hono's app.request() in unit tests has no execution context.
    return {
      waitUntil: () => undefined,
      passThroughOnException: () => undefined,
    } as unknown as ExecutionContext;
  }
}
