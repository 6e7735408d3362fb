import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { setupI18n } from '@lingui/core';
import { routes } from './routes.tsx';
import { App, APP_CSS_ATTRIBUTE, HEAD_SCRIPT_ATTRIBUTE } from './App.tsx';
import { portalContext } from '../platform/portalContext.ts';
import { createQueryClient } from './queryClient.ts';
import { BOOT_GLOBAL, deserializeRouterState, type BootData } from './boot.ts';
import { STREAMED_QUERIES_GLOBAL } from '../platform/streamedQueries.ts';
import { browserApi } from '../platform/api/browserApi.ts';
import { usePartnerStore } from '../platform/stores/partner.ts';
import { ensureMessages, registerBrowserMessages } from '../i18n/routeMessages.ts';
import { startTelemetry } from '../features/telemetry/startTelemetry.ts';
import { reportCaughtError } from '../features/telemetry/errorCatcher.ts';
import { retried } from './retried.ts';
import { formatsOnLoadAt } from '../../shared/routes/routeFacts.ts';
import { intlLocale } from '../../shared/i18n/languages.ts';

/** Waits between attempts at the page's texts: about a minute in all before the page gives up. */
const TEXT_RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 16000, 30000];

type StreamedQueries = { push(state: DehydratedState): void };
type YieldingScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Ends the current task so the browser may handle a tap or paint before the next step of starting:
 * on a phone each step (the router's set-up, hydration's start) is tens of milliseconds, and one task
 * holding them all is what Total Blocking Time counts. `scheduler.yield` keeps the place in line.
 */
function nextTask(): Promise<void> {
  return (
    (globalThis as YieldingScheduler).scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0))
  );
}

/**
 * Starts the portal in the browser: the server's data into the query cache, the texts, the current
 * page's route code, then hydration. It lives apart from the entry, which only calls it, so that the
 * production build can make every lazily loaded module import this one and keep all the code the
 * entry loads in a single chunk (scripts/build/buildClient.ts, `shellInOneChunk`).
 */
export async function startClient(): Promise<void> {
  // The modules' own evaluation (React's, the router's) is a task of its own, apart from the work below.
  await nextTask();
  const page = self as unknown as Record<string, unknown>;
  const boot = page[BOOT_GLOBAL] as BootData;
  startTelemetry(boot.site.telemetry);

  usePartnerStore.setState({ partner: boot.site.partner });

  const queryClient = createQueryClient({ server: false });
  hydrate(queryClient, boot.queries);
  for (const state of page[STREAMED_QUERIES_GLOBAL] as DehydratedState[]) hydrate(queryClient, state);
  page[STREAMED_QUERIES_GLOBAL] = {
    push: (state) => hydrate(queryClient, state),
  } satisfies StreamedQueries;

  const api = browserApi;
  const context = new RouterContextProvider();
  context.set(portalContext, { queryClient, api, flags: boot.site.flags });

  const i18n = setupI18n({
    locale: boot.site.lang,
    locales: intlLocale(boot.site.lang),
    messages: { [boot.site.lang]: {} },
  });
  registerBrowserMessages(i18n, boot.site.lang, boot.site.buildId);
  // Without its texts the page cannot hydrate: a request lost on the way is asked for again.
  const texts = retried(() => ensureMessages(boot.catalogues), TEXT_RETRY_DELAYS_MS);

  // Lazy routes of the current page must be in place before hydrating, or React would see a fallback.
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );

  await texts;

  // The browser's first Intl formatter loads the language's data: a worker has usually done that
  // by now (warmIntl.ts), and what is left (little: DECISION.md) runs in a task of its own, not
  // inside a piece of hydration that formats a date, a price or a plural's number; not at all for a
  // page that formats none.
  if (formatsOnLoadAt(window.location.pathname)) {
    await nextTask();
    new Intl.DateTimeFormat(boot.site.lang).format(0);
  }

  await nextTask();
  const router = createBrowserRouter(routes, {
    hydrationData: deserializeRouterState(boot.router),
    getContext: () => context,
  });

  await nextTask();
  // A transition makes hydration interruptible: React yields to the browser every few milliseconds
  // instead of hydrating the page in one long task (React 19 renders default-lane work, the initial
  // hydration included, without yielding), which a phone feels as a page that ignores taps.
  startTransition(() => {
    hydrateRoot(
      document,
      <App
        site={boot.site}
        cssText={document.querySelector(`style[${APP_CSS_ATTRIBUTE}]`)?.textContent ?? ''}
        headScript={document.querySelector(`script[${HEAD_SCRIPT_ATTRIBUTE}]`)?.textContent ?? ''}
        queryClient={queryClient}
        i18n={i18n}
        api={api}
      >
        <RouterProvider router={router} />
      </App>,
      { onCaughtError: reportCaughtError },
    );
  });
}
