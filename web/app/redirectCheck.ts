import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { portalContext } from './portalContext.ts';
import { pageRedirect } from '../../shared/site/pageRedirect.ts';
import { redactPath } from '../../shared/site/paths.ts';

/**
 * SPEC §2 redirect check for navigations in the browser (the worker checks full page loads):
 * the page's configuration is asked for, and a redirect is followed. Answers are cached.
 */
export async function redirectCheckLoader({ request, context }: LoaderFunctionArgs) {
  if (typeof document === 'undefined') return null;
  const url = new URL(request.url);
  const { queryClient, api } = context.get(portalContext);
  const lang = url.searchParams.get('lang') ?? 'en';
  try {
    const config = await queryClient.fetchQuery({
      queryKey: ['pageConfig', redactPath(url.pathname), lang],
      // The call and its schema load with the first navigation, beside the route's own chunk:
      // the entry stays without zod (DESIGN §8 budget).
      queryFn: async () =>
        (await import('./api/pageRedirect.ts')).pageRedirectAnswer(api, url.host, url.pathname, lang),
    });
    const target = pageRedirect(config, url.origin);
    if (target.kind === 'inApp') return redirect(target.location, target.status);
    if (target.kind === 'fullLoad') window.location.assign(target.location);
  } catch {
    // As on the server, a failing configuration never stops the page.
  }
  return null;
}

/** Every navigation is checked, not only those that change the root's parameters. */
export const checkEveryNavigation: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;
