import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { nanoid } from 'nanoid';
import type { AppEnv } from './app.ts';
import { executionContext } from './executionContext.ts';
import { describeError } from './log.ts';
import { reportError } from './errorReporting.ts';
import { createNonce, pageSecurityHeaders } from './securityHeaders.ts';
import { hasSessionCookie } from '../shared/auth.ts';
import { decideLanguage, LANGUAGE_COOKIE } from './language.ts';
import { reservationLanguage } from './reservationLanguage.ts';
import { loadPageConfig } from './pageConfig.ts';
import { currentBuild } from './build.ts';
import { acceptsGzip, streamingGzip } from './streamingGzip.ts';
import { newXsrfCookie, XSRF_COOKIE } from './xsrf.ts';
import { JWT_COOKIE, PARTNER_COOKIE, resolvePartner } from './partnerResolution.ts';
import { frameAncestorsFor, referrerPartnerConfig } from './partnerConfig.ts';
import { loadFeatures } from './features.ts';
import { resolveTheme, THEME_COOKIE } from './theme.ts';
import { siteCookie } from './cookies.ts';
import { serviceOf } from './upstreams.ts';
import { isFramePage } from '../shared/paths.ts';
import { isLanguage } from '../shared/languages.ts';
import { pageRedirect } from '../shared/pageRedirect.ts';
import type { ApiFetch, RenderPage } from '../shared/render.ts';

/** SPEC §9: the user-id cookie lives 3 days and holds a random id of length 21. */
export const USER_ID_COOKIE = 'uid';
const USER_ID_MAX_AGE_S = 3 * 24 * 60 * 60;

const redirect = (location: string, status: number, cookies: string[] = []) => {
  const headers = new Headers({
    Location: location,
    'Cache-Control': 'no-store',
    Vary: 'Accept-Language, Cookie',
  });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status, headers });
};

/**
 * The browser's own Accept-Encoding. Cloudflare (and miniflare) hand workers `gzip, br` whatever the
 * client said, and keep the client's header in `cf.clientAcceptEncoding`.
 */
function clientAcceptEncoding(request: Request): string | null {
  const cf = (request as { cf?: { clientAcceptEncoding?: string } }).cf;
  return cf?.clientAcceptEncoding ?? request.headers.get('accept-encoding');
}

/**
 * A page, DESIGN §5 in order: language, partner, page configuration (and its redirects), flags and
 * theme, then the streamed render with its security headers and cookies.
 */
export async function handlePage(c: Context<AppEnv>, render: RenderPage): Promise<Response> {
  const url = new URL(c.req.url);
  const log = c.get('log');
  const upstreams = c.get('upstreams');
  const waitUntil = (promise: Promise<unknown>) => executionContext(c).waitUntil(promise);
  const client = c.req.header('cf-connecting-ip');

  const stored = getCookie(c, LANGUAGE_COOKIE);
  const needsReservationLanguage = !isLanguage(url.searchParams.get('lang')) && !isLanguage(stored);
  const language = decideLanguage(url, stored, c.req.header('accept-language') ?? null, {
    frame: isFramePage(url.pathname),
    reservationLanguage: needsReservationLanguage
      ? await reservationLanguage(url.pathname, upstreams['webcc-api'], client)
      : undefined,
  });
  if (language.kind === 'redirect') return redirect(language.location, 302);

  const { partner, setCookies, cleanUrl } = await resolvePartner(
    {
      url,
      partnerCookie: getCookie(c, PARTNER_COOKIE),
      jwtCookie: getCookie(c, JWT_COOKIE),
      referrer: c.req.header('referer') ?? null,
    },
    { webcc: upstreams['webcc-api'], kv: c.env.KV, log, config: referrerPartnerConfig(c.env), waitUntil },
  );
  if (cleanUrl) return redirect(cleanUrl, 302, setCookies);

  const pageConfig = await loadPageConfig(
    { kv: c.env.KV, confApi: upstreams['conf-api'], log, waitUntil },
    { host: url.host, pathname: url.pathname, lang: language.lang },
  );
  const target = pageRedirect(pageConfig, url.origin);
  if (target.kind !== 'none') return redirect(target.location, target.status, setCookies);
  if (pageConfig.pagetype === 'redirect')
    log.error('error in call to confapi', { cause: 'redirect page without a location' });

  const [features, build] = await Promise.all([loadFeatures(c.env, log), currentBuild(c.env)]);
  const theme = resolveTheme(url, getCookie(c, THEME_COOKIE), log);
  const nonce = createNonce();
  const identityBase = identityOrigin(c.env.IDENTITY_URL);
  const api: ApiFetch = (path, init) => {
    const service = serviceOf(path);
    if (!service) return Promise.resolve(new Response(null, { status: 404 }));
    const headers = new Headers(init?.headers);
    if (client) headers.set('x-forwarded-for', client);
    return upstreams[service](new Request(new URL(path, url), { ...init, headers }));
  };
  const response = await render({
    request: c.req.raw,
    lang: language.lang,
    nonce,
    pageConfig,
    api,
    build,
    contactPhone: c.env.CONTACT_PHONE ?? '',
    partner,
    features,
    identityBase,
    hasSessionCookie: hasSessionCookie(c.req.header('cookie')),
    theme: theme.colors,
    reportError: (error) => {
      log.error('render error', { cause: describeError(error) });
      reportError(c.env, executionContext(c), c.req.raw, error);
    },
  });

  const headers = new Headers(response.headers);
  const frameAncestors = frameAncestorsFor(c.env, partner?.id ?? null);
  for (const [name, value] of Object.entries(
    pageSecurityHeaders(url.pathname, nonce, frameAncestors, identityBase ?? ''),
  ))
    headers.set(name, value);
  headers.set('Cache-Control', 'no-store');
  const cookies = [
    language.setCookie,
    ...setCookies,
    theme.setCookie,
    getCookie(c, XSRF_COOKIE) ? undefined : newXsrfCookie(url),
    getCookie(c, USER_ID_COOKIE)
      ? undefined
      : siteCookie(url, USER_ID_COOKIE, nanoid(21), { maxAge: USER_ID_MAX_AGE_S, httpOnly: true }),
  ];
  for (const cookie of cookies) if (cookie) headers.append('Set-Cookie', cookie);
  headers.append('Vary', 'Accept-Encoding');
  let body: ReadableStream | null = c.req.method === 'HEAD' ? null : response.body;
  if (body && acceptsGzip(clientAcceptEncoding(c.req.raw))) {
    body = streamingGzip(body);
    headers.set('Content-Encoding', 'gzip');
  }
  // encodeBody 'manual': the body is already gzip; the runtime must not compress (and buffer) it again.
  return new Response(body, { status: response.status, headers, encodeBody: 'manual' } as ResponseInit);
}

/** The identity service's origin from configuration; none (or an unusable value) means this origin. */
function identityOrigin(configured: string | undefined): string | null {
  if (!configured) return null;
  try {
    return new URL(configured).origin;
  } catch {
    return null;
  }
}
