import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';

/**
 * SPEC §2 redirect check for navigations in the browser (the worker checks full page loads). The
 * check, its call and its schema load with the first navigation, beside the route's own chunk: the
 * entry stays without them (DESIGN §8 budget). As on the server, a failing check never stops the page.
 */
export async function redirectCheckLoader(args: LoaderFunctionArgs) {
  // Without a network there is no one to ask, and a saved page's device may not hold the code.
  if (typeof document === 'undefined' || !navigator.onLine) return null;
  try {
    return await (await import('./followPageRedirect.ts')).followPageRedirect(args);
  } catch {
    return null;
  }
}

/** Every navigation is checked, not only those that change the root's parameters. */
export const checkEveryNavigation: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;
