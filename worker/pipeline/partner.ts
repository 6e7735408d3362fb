import { requestUrl } from '../requestUrl.ts';
import { getCookie } from 'hono/cookie';
import { JWT_COOKIE, PARTNER_COOKIE, resolvePartner } from '../partnerResolution.ts';
import { referrerPartnerConfig } from '../partnerConfig.ts';
import { waitUntilOf } from '../executionContext.ts';
import { createStep } from './appEnv.ts';
import { addCookie, redirectTo } from './redirect.ts';

/**
 * DESIGN §5 step 5 (SPEC §6, §9): the visit's partner (`c.get('partner')`) from the parameter, the
 * cookies and a search engine's referrer. A jwt in the URL is kept in a cookie and taken out of the
 * URL with a redirect.
 */
export const partnerStep = createStep(async (c, next) => {
  const { partner, setCookies, cleanUrl } = await resolvePartner(
    {
      url: requestUrl(c.req.raw),
      partnerCookie: getCookie(c, PARTNER_COOKIE),
      jwtCookie: getCookie(c, JWT_COOKIE),
      referrer: c.req.header('referer') ?? null,
    },
    {
      webcc: c.get('upstreams')['webcc-api'],
      kv: c.env.KV,
      log: c.get('log'),
      config: referrerPartnerConfig(c.env),
      waitUntil: waitUntilOf(c),
    },
  );
  for (const cookie of setCookies) addCookie(c, cookie);
  if (cleanUrl) return redirectTo(c, cleanUrl, 302);
  c.set('partner', partner);
  await next();
});
