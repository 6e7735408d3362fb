import { partnersCall } from '../shared/upstream/calls/pages.ts';
import { callTo } from '../shared/upstream/callPath.ts';
import type { KVNamespace } from './env.ts';
import type { Logger } from './log.ts';
import { describeError } from './log.ts';
import { upstreamClient, type Upstream } from './upstreams.ts';
import { siteCookie } from '../shared/site/siteCookie.ts';
import { formatPartnerParam, parsePartnerParam, type Partner } from '../shared/site/partner.ts';
import { partnerIdAfterReferrer, type ReferrerPartnerConfig } from '../shared/site/partnerReferrer.ts';
import { sha256Hex } from '../shared/encoding/sha256.ts';
import { partnerLookupSchema, type PartnerLookup } from '../shared/site/schemas/partner.ts';
import { PAGE_LOOKUP_TIMEOUT_MS } from '../shared/upstream/timeouts.ts';
import { sitePath } from '../shared/routes/sitePath.ts';
import { statusOf } from '../shared/upstream/upstreamError.ts';

export const PARTNER_COOKIE = 'partner';
export const JWT_COOKIE = 'jwt';
/** SPEC §9: partner cookie 30 days, jwt cookie 12 hours. */
const PARTNER_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
const JWT_COOKIE_MAX_AGE_S = 12 * 60 * 60;
const LOOKUP_CACHE_TTL_S = 300;
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

interface PartnerRequest {
  url: URL;
  partnerCookie: string | undefined;
  jwtCookie: string | undefined;
  referrer: string | null;
}

interface PartnerDeps {
  webcc: Upstream;
  kv: KVNamespace;
  log: Logger;
  config: ReferrerPartnerConfig;
  waitUntil: (promise: Promise<unknown>) => void;
}

interface PartnerDecision {
  partner: Partner | null;
  setCookies: string[];
  /** A token arrived in the URL: it is kept in a cookie and the guest reloads the URL without it. */
  cleanUrl: string | null;
}

/**
 * SPEC §7: the partner behind a token, cached in KV a few minutes under the token's hash.
 * `refused` when the service turned the token down (a 4xx): the token is bad and goes;
 * `unavailable` when it could not answer, so a later page asks again with the same token.
 */
async function lookUpPartner(
  jwt: string,
  deps: PartnerDeps,
): Promise<PartnerLookup | 'refused' | 'unavailable'> {
  if (!JWT_SHAPE.test(jwt)) return 'refused';
  const key = `partner:${await sha256Hex(jwt)}`;
  const cached = await deps.kv.get<PartnerLookup>(key, 'json');
  if (cached) return cached;
  const callWebcc = upstreamClient(deps.webcc, deps.log);
  try {
    const details = await callWebcc({
      to: callTo(partnersCall, {}),
      headers: { jwt },
      answer: partnerLookupSchema,
      timeoutMs: PAGE_LOOKUP_TIMEOUT_MS,
    });
    deps.waitUntil(deps.kv.put(key, JSON.stringify(details), { expirationTtl: LOOKUP_CACHE_TTL_S }));
    return details;
  } catch (error) {
    deps.log.error('partner look-up failed', { cause: describeError(error) });
    const status = statusOf(error);
    return status !== undefined && status >= 400 && status < 500 ? 'refused' : 'unavailable';
  }
}

/** A Referer from another site; our own pages' referrers never move the partner. */
function externalReferrer(referrer: string | null, url: URL): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).host === url.host ? null : referrer;
  } catch {
    return null;
  }
}

/**
 * SPEC §6 partners: the `partner` parameter (kept 30 days), a jwt (12 hours, looked up), and a
 * search engine's referrer, which overrides all but the fixed ids. A token's partner replaces the
 * stored one, whose extra belongs to it alone; a failed look-up leaves the partner id empty
 * (SPEC §8), and a refused token is dropped with the partner it would have replaced.
 */
export async function resolvePartner(request: PartnerRequest, deps: PartnerDeps): Promise<PartnerDecision> {
  const { url } = request;
  const setCookies: string[] = [];
  const fromParam = parsePartnerParam(url.searchParams.get('partner'));
  let base = fromParam ?? parsePartnerParam(request.partnerCookie);

  const jwtParam = url.searchParams.get('jwt');
  const cleanUrl = jwtParam === null ? null : sitePath(urlWithout(url, 'jwt'));
  const jwt = jwtParam ?? request.jwtCookie;
  let details: PartnerLookup | null = null;
  let refused = false;
  if (jwt) {
    const found = await lookUpPartner(jwt, deps);
    refused = found === 'refused';
    if (typeof found === 'object') {
      details = found;
      base = { id: found.id, extra: base?.id === found.id ? base.extra : null };
    } else base = { id: '', extra: null };
    if (refused && request.jwtCookie) setCookies.push(expiredCookie(url, JWT_COOKIE));
    if (!refused && jwtParam !== null) {
      setCookies.push(siteCookie(url, JWT_COOKIE, jwt, { maxAge: JWT_COOKIE_MAX_AGE_S, httpOnly: true }));
    }
  }

  const id = partnerIdAfterReferrer(base?.id || null, externalReferrer(request.referrer, url), deps.config);
  const chosen = id ? { id, extra: id === base?.id ? (base?.extra ?? null) : null } : null;
  const cookieValue = chosen ? formatPartnerParam(chosen) : null;
  if (cookieValue && cookieValue !== request.partnerCookie && (fromParam || id !== base?.id || details)) {
    setCookies.push(
      siteCookie(url, PARTNER_COOKIE, cookieValue, { maxAge: PARTNER_COOKIE_MAX_AGE_S, httpOnly: true }),
    );
  } else if (!cookieValue && refused && request.partnerCookie) {
    setCookies.push(expiredCookie(url, PARTNER_COOKIE));
  }
  if (!chosen && !base) return { partner: null, setCookies, cleanUrl };
  return {
    partner: {
      id: chosen?.id ?? '',
      extra: chosen?.extra ?? null,
      directEncashment: details?.directEncashment ?? false,
      language: details?.language ?? null,
      salesoffice: details?.salesoffice ?? null,
      hasJwt: !!details,
    },
    setCookies,
    cleanUrl,
  };
}

function urlWithout(url: URL, parameter: string): URL {
  const clean = new URL(url);
  clean.searchParams.delete(parameter);
  return clean;
}

function expiredCookie(url: URL, name: string): string {
  return siteCookie(url, name, '', { maxAge: 0, httpOnly: true });
}
