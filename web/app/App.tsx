import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SiteContext, type Site } from './siteContext.tsx';
import { ApiContext } from './useApi.ts';
import type { ApiFetch } from '../../shared/render.ts';
import { themeCss } from '../../shared/theme.ts';
import { CONSENTED_MARK_SCRIPT } from '../components/ConsentBanner.tsx';

/** Marks the inline stylesheet, so the browser hydrates it with the text the server sent. */
export const APP_CSS_ATTRIBUTE = 'data-app-css';

interface AppProps {
  site: Site;
  /** The build's stylesheet, inline (BuildManifest.cssText). */
  cssText: string;
  queryClient: QueryClient;
  i18n: I18n;
  api: ApiFetch;
  /** Known on the server only; the browser hides a nonce after load, so hydration ignores it. */
  nonce?: string;
  children: ReactNode;
}

/** The whole document, the same on the server and in the browser: React hydrates all of it. */
export function App({ site, cssText, queryClient, i18n, api, nonce, children }: AppProps) {
  const theme = themeCss(site.theme);
  return (
    // The head's consent mark may add an attribute before hydration (ConsentBanner.tsx).
    <html lang={site.lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <link rel="icon" href="/images/logo.svg" type="image/svg+xml" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: CONSENTED_MARK_SCRIPT }}
        />
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
