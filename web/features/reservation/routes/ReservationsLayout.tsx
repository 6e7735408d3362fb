import { Suspense } from 'react';
import { Outlet, useParams, type LoaderFunctionArgs } from 'react-router';
import { Header } from '../../../ui/chrome/Header.tsx';
import { Footer } from '../../../ui/chrome/Footer.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { StreamedQuery } from '../../../ui/StreamedQuery.tsx';
import { portalContext } from '../../../platform/portalContext.ts';
import { preloadTokenLookup } from '../../../platform/api/tokenLookup.ts';
import { useApi } from '../../../platform/useApi.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { reservationQuery } from '../api/reservation.ts';
import { validationFailure } from '../../../ui/routeValidation.ts';
import { ReservationContext } from '../components/ReservationContext.tsx';
import { loadedOnDemand } from '../../../ui/loadedOnDemand.ts';

// The save of the stay for offline use starts once its code is here, just after the page: none of
// it is in any reservation page's first load.
const { Component: KeepStay } = loadedOnDemand(() =>
  import('../components/KeepStay.tsx').then((module) => module.KeepStay),
);
// What the layout shows instead of a stay, a problem, loads with it: a guest who opened their
// reservation never needs it.
const { Component: GuestProblem } = loadedOnDemand(() =>
  import('../../../ui/GuestProblem.tsx').then((module) => module.GuestProblem),
);
import { SectionErrorBoundary } from '../../../ui/SectionErrorBoundary.tsx';
import { isWellFormedToken } from '../../../../shared/routes/paths.ts';
import { isLanguage } from '../../../../shared/i18n/languages.ts';
import { DEFAULT_THEME_COLOR, webAppManifestPath } from '../../../../shared/offline/webAppManifest.ts';

/** Entering with a token loads the reservation (SPEC §2); a malformed token is a validation failure. */
export function loader({ params, context, request }: LoaderFunctionArgs) {
  if (!isWellFormedToken(params.token)) throw validationFailure();
  const lang = new URL(request.url).searchParams.get('lang');
  const portal = context.get(portalContext);
  return preloadTokenLookup(
    portal,
    reservationQuery(portal.api, params.token, isLanguage(lang) ? lang : 'en'),
  );
}

export function Component() {
  const { token = '' } = useParams();
  const api = useApi();
  const { lang, theme } = useSite();
  return (
    <div className="layout">
      {/* Installed from here, the app opens this reservation (React puts these in the head). */}
      <link rel="manifest" href={webAppManifestPath(token, lang)} />
      {/* iOS reads neither the manifest's icons nor its colour: it asks for these. */}
      <link rel="apple-touch-icon" href="/images/icons/apple-touch-icon-180.png" />
      <meta name="theme-color" content={theme.thm ?? DEFAULT_THEME_COLOR} />
      <Header />
      {/* A screen high while the stay streams in: the footer stays below the fold, not pushed down in view. */}
      <main id="main" className="content streamed-page">
        <SectionErrorBoundary
          fallback={
            <Suspense fallback={null}>
              <GuestProblem problem={{ kind: 'failed' }} />
            </Suspense>
          }
        >
          <Suspense fallback={<Skeleton />}>
            <StreamedQuery query={reservationQuery(api, token, lang)}>
              {(lookup) =>
                lookup.kind === 'found' ? (
                  <ReservationContext.Provider value={lookup.data}>
                    <Suspense fallback={null}>
                      <KeepStay />
                    </Suspense>
                    <Outlet />
                  </ReservationContext.Provider>
                ) : (
                  <GuestProblem problem={lookup} />
                )
              }
            </StreamedQuery>
          </Suspense>
        </SectionErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
