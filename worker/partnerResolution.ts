import type { KVNamespace } from './env.ts';
import type { Logger } from './log.ts';
import { describeError } from './log.ts';
import { upstreamClient, type Upstream } from './upstreams.ts';
import { siteCookie } from '../shared/siteCookie.ts';
import { formatPartnerParam, parsePartnerParam, type Partner } from '../shared/partner.ts';
import { partnerIdAfterReferrer, type ReferrerPartnerConfig } from '../shared/partnerReferrer.ts';
import { sha256Hex } from '../shared/sha256.ts';
import { partnerLookupSchema, type PartnerLookup } from '../shared/schemas/partner.ts';
import { PAGE_LOOKUP_TIMEOUT_MS } from '../shared/upstream/timeouts.ts';
import { sitePath } from '../shared/sitePath.ts';

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

/** SPEC §7: the partner behind a token, cached in KV a few minutes under the token's hash. */
async function lookUpPartner(jwt: string, deps: PartnerDeps): Promise<PartnerLookup | null> {
  const key = `partner:${await sha256Hex(jwt)}`;
  const cached = await deps.kv.get<PartnerLookup>(key, 'json');
  if (cached) return cached;
  const callWebcc = upstreamClient(deps.webcc, deps.log);
  try {
    const details = await callWebcc({
      service: 'webcc-api',
      path: '/v1/partners',
      headers: { jwt },
      answer: partnerLookupSchema,
      timeoutMs: PAGE_LOOKUP_TIMEOUT_MS,
    });
    deps.waitUntil(deps.kv.put(key, JSON.stringify(details), { expirationTtl: LOOKUP_CACHE_TTL_S }));
    return details;
  } catch (error) {
    deps.log.error('partner look-up failed', { cause: describeError(error) });
    return null;
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
 * search engine's referrer, which overrides all but the fixed ids.
 */
export async function resolvePartner(request: PartnerRequest, deps: PartnerDeps): Promise<PartnerDecision> {
  const { url } = request;
  const setCookies: string[] = [];
  const fromParam = parsePartnerParam(url.searchParams.get('partner'));
  let base = fromParam ?? parsePartnerParam(request.partnerCookie);

  const jwtParam = url.searchParams.get('jwt');
  let cleanUrl: string | null = null;
  if (jwtParam !== null) {
    const clean = new URL(url);
    clean.searchParams.delete('jwt');
    cleanUrl = sitePath(clean);
    if (JWT_SHAPE.test(jwtParam)) {
      setCookies.push(
        siteCookie(url, JWT_COOKIE, jwtParam, { maxAge: JWT_COOKIE_MAX_AGE_S, httpOnly: true }),
      );
    }
  }
  const jwt = jwtParam !== null && JWT_SHAPE.test(jwtParam) ? jwtParam : request.jwtCookie;
  let details: PartnerLookup | null = null;
  if (jwt && JWT_SHAPE.test(jwt)) {
    details = await lookUpPartner(jwt, deps);
    base = details ? { id: details.id, extra: base?.extra ?? null } : { id: '', extra: base?.extra ?? null };
  }

  const id = partnerIdAfterReferrer(base?.id || null, externalReferrer(request.referrer, url), deps.config);
  const chosen = id ? { id, extra: id === base?.id ? (base?.extra ?? null) : null } : null;
  const cookieValue = chosen ? formatPartnerParam(chosen) : null;
  if (cookieValue && cookieValue !== request.partnerCookie && (fromParam || id !== base?.id || details)) {
    setCookies.push(
      siteCookie(url, PARTNER_COOKIE, cookieValue, { maxAge: PARTNER_COOKIE_MAX_AGE_S, httpOnly: true }),
    );
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
