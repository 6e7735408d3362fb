import { requestUrl } from '../requestUrl.ts';
import { loadPageConfig, pageConfigFreshMs } from '../pageConfig.ts';
import { waitUntilOf } from '../executionContext.ts';
import { pageRedirect } from '../../shared/site/pageRedirect.ts';
import { createStep } from './appEnv.ts';
import { redirectTo } from './redirect.ts';

/**
 * DESIGN §5 step 6: the page's configuration from conf-api (`c.get('pageConfig')`, cached in KV,
 * a stale copy served while it is refreshed). A
 * `redirect` page sends the visitor to its location with its status (301 by default).
 */
export const pageConfigStep = createStep(async (c, next) => {
  const url = requestUrl(c.req.raw);
  const pageConfig = await loadPageConfig(
    {
      kv: c.env.KV,
      confApi: c.get('upstreams')['conf-api'],
      log: c.get('log'),
      waitUntil: waitUntilOf(c),
      freshMs: pageConfigFreshMs(c.env),
    },
    { host: url.host, pathname: url.pathname, lang: c.get('language') },
  );
  const target = pageRedirect(pageConfig, url.origin);
  if (target.kind !== 'none') return redirectTo(c, target.location, target.status);
  if (pageConfig.pagetype === 'redirect')
    c.get('log').error('error in call to confapi', { cause: 'redirect page without a location' });
  c.set('pageConfig', pageConfig);
  await next();
});
