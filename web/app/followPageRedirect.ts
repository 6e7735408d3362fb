import { redirect, type LoaderFunctionArgs } from 'react-router';
import { portalContext } from '../platform/portalContext.ts';
import { pageRedirect } from '../../shared/site/pageRedirect.ts';
import { redactPath } from '../../shared/routes/paths.ts';
import { pageRedirectAnswer } from '../platform/api/pageRedirect.ts';

/**
 * SPEC §2 redirect check of a navigation in the browser: the page's configuration is asked for
 * (answers are cached), and a redirect is followed.
 */
export async function followPageRedirect({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { queryClient, api } = context.get(portalContext);
  const lang = url.searchParams.get('lang') ?? 'en';
  const config = await queryClient.fetchQuery({
    queryKey: ['pageConfig', redactPath(url.pathname), lang],
    queryFn: () => pageRedirectAnswer(api, url.host, url.pathname, lang),
  });
  const target = pageRedirect(config, url.origin);
  if (target.kind === 'inApp') return redirect(target.location, target.status);
  if (target.kind === 'fullLoad') window.location.assign(target.location);
  return null;
}
