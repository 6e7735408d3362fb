import { Suspense } from 'react';
import { Outlet, useParams, type LoaderFunctionArgs } from 'react-router';
import { Header } from '../components/Header.tsx';
import { Footer } from '../components/Footer.tsx';
import { Skeleton } from '../components/Skeleton.tsx';
import { StreamedQuery } from '../components/StreamedQuery.tsx';
import { portalContext } from '../app/portalContext.ts';
import { preload } from '../app/preload.ts';
import { useApi } from '../app/useApi.ts';
import { useSite } from '../app/siteContext.tsx';
import { reservationQuery } from '../api/reservation.ts';
import { validationFailure } from '../components/routeValidation.ts';
import { ReservationContext } from '../components/reservation/ReservationContext.tsx';
import { GuestProblem } from '../components/reservation/GuestProblem.tsx';
import { SectionErrorBoundary } from '../components/SectionErrorBoundary.tsx';
import { isWellFormedToken } from '../../shared/paths.ts';
import { isLanguage } from '../../shared/languages.ts';

/** Entering with a token loads the reservation (SPEC §2); a malformed token is a validation failure. */
export function loader({ params, context, request }: LoaderFunctionArgs) {
  if (!isWellFormedToken(params.token)) throw validationFailure();
  const lang = new URL(request.url).searchParams.get('lang');
  const { queryClient, api } = context.get(portalContext);
  return preload(queryClient, reservationQuery(api, params.token, isLanguage(lang) ? lang : 'en'));
}

export function Component() {
  const { token = '' } = useParams();
  const api = useApi();
  const { lang } = useSite();
  return (
    <div className="layout">
      <Header />
      {/* A screen high while the stay streams in: the footer stays below the fold, not pushed down in view. */}
      <main id="main" className="content streamed-page">
        <SectionErrorBoundary fallback={<GuestProblem problem="internal" />}>
          <Suspense fallback={<Skeleton />}>
            <StreamedQuery query={reservationQuery(api, token, lang)}>
              {(result) =>
                result.kind === 'found' ? (
                  <ReservationContext.Provider value={result.reservation}>
                    <Outlet />
                  </ReservationContext.Provider>
                ) : result.kind === 'rateLimited' ? (
                  <GuestProblem problem="rateLimited" retryAfterS={result.retryAfterS} />
                ) : (
                  <GuestProblem problem="notFound" />
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
