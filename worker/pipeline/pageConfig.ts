import { loadPageConfig } from '../pageConfig.ts';
import { waitUntilOf } from '../executionContext.ts';
import { pageRedirect } from '../../shared/pageRedirect.ts';
import { createStep } from './appEnv.ts';
import { redirectTo } from './redirect.ts';

/**
 * DESIGN §5 step 6: the page's configuration from conf-api (`c.var.pageConfig`, cached in KV). A
 * `redirect` page sends the visitor to its location with its status (301 by default).
 */
export const pageConfigStep = createStep(async (c, next) => {
  const url = new URL(c.req.url);
  const pageConfig = await loadPageConfig(
    { kv: c.env.KV, confApi: c.var.upstreams['conf-api'], log: c.var.log, waitUntil: waitUntilOf(c) },
    { host: url.host, pathname: url.pathname, lang: c.var.language },
  );
  const target = pageRedirect(pageConfig, url.origin);
  if (target.kind !== 'none') return redirectTo(c, target.location, target.status);
  if (pageConfig.pagetype === 'redirect')
    c.var.log.error('error in call to confapi', { cause: 'redirect page without a location' });
  c.set('pageConfig', pageConfig);
  await next();
});
