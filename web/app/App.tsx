import { useEffect, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SiteContext, type Site } from '../platform/siteContext.tsx';
import { ApiContext } from '../platform/useApi.ts';
import type { ApiFetch } from '../../shared/site/render.ts';
import { themeCss } from '../../shared/site/theme.ts';
import { replayEarlyClicks } from './earlyClicks.ts';

/** Mark the inline stylesheet and head script, so the browser hydrates them with the text the server sent. */
export const APP_CSS_ATTRIBUTE = 'data-app-css';
export const HEAD_SCRIPT_ATTRIBUTE = 'data-head-script';

interface AppProps {
  site: Site;
  /** The build's stylesheet, inline (BuildManifest.cssText). */
  cssText: string;
  /** The page's first script (consent mode, web/features/consent/consentMode.ts); none on frame pages. */
  headScript: string;
  queryClient: QueryClient;
  i18n: I18n;
  api: ApiFetch;
  /** Known on the server only; the browser hides a nonce after load, so hydration ignores it. */
  nonce?: string;
  children: ReactNode;
}

/** The whole document, the same on the server and in the browser: React hydrates all of it. */
export function App({ site, cssText, headScript, queryClient, i18n, api, nonce, children }: AppProps) {
  const theme = themeCss(site.theme);
  // The page is hydrated, an error page too: what was tapped before now acts.
  useEffect(replayEarlyClicks, []);
  return (
    // The head script may mark a stored consent decision before hydration (ConsentBanner.tsx).
    <html lang={site.lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <link rel="icon" href="/images/icons/icon-32.png" sizes="32x32" type="image/png" />
        {headScript && (
          <script
            nonce={nonce}
            {...{ [HEAD_SCRIPT_ATTRIBUTE]: '' }}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: headScript }}
          />
        )}
        <style
          nonce={nonce}
          {...{ [APP_CSS_ATTRIBUTE]: '' }}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: cssText }}
        />
        {/* The partner's colours (SPEC §9 theme) are in the first HTML: no flash of the default. */}
        {theme && (
          <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: theme }} />
        )}
      </head>
      <body>
        <SiteContext.Provider value={site}>
          <ApiContext.Provider value={api}>
            <QueryClientProvider client={queryClient}>
              <I18nProvider i18n={i18n}>{children}</I18nProvider>
            </QueryClientProvider>
          </ApiContext.Provider>
        </SiteContext.Provider>
      </body>
    </html>
  );
}
