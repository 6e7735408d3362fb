import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { PageChrome } from './PageChrome.tsx';
import { ErrorContent } from '../../ui/chrome/ErrorContent.tsx';

const FULL_LOAD = 'fullLoadAfterFetchFailed';
const RELOADED_WITHIN_MS = 30_000;

/**
 * A page whose code or data could not be fetched, while a service worker holds the saved pages:
 * loaded in full instead, once, so the worker answers it with its saved copy or the offline page.
 * A guest following a link between saved pages without signal never lands on an error page.
 */
function useFullLoadWithoutNetwork() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const target = `${pathname}${search}`;
    const fetchFailed = error instanceof TypeError || !navigator.onLine;
    if (!fetchFailed || !navigator.serviceWorker?.controller) return;
    try {
      // Once: a fetch that fails again just after a full load shows this page, not a loop. The time
      // alone is kept: the page's path may hold its secret token.
      if (Date.now() - Number(sessionStorage.getItem(FULL_LOAD)) < RELOADED_WITHIN_MS) return;
      sessionStorage.setItem(FULL_LOAD, String(Date.now()));
    } catch {
      return;
    }
    location.replace(target);
  }, [error, pathname, search]);
}

/** SPEC §2: the error page of the root route, with the page chrome around it. */
export function ErrorPage() {
  useFullLoadWithoutNetwork();
  return (
    <PageChrome>
      <ErrorContent />
    </PageChrome>
  );
}
