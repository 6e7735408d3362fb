import { Suspense } from 'react';
import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { Header } from '../components/Header.tsx';
import { Footer } from '../components/Footer.tsx';
import { Skeleton } from '../components/Skeleton.tsx';
import { portalContext } from '../app/portalContext.ts';
import { preload } from '../app/preload.ts';
import { reservationQuery } from '../api/reservation.ts';
import { validationFailure } from '../components/routeValidation.ts';
import { isWellFormedToken } from '../../shared/paths.ts';

/** Entering with a token loads the reservation (SPEC §2); a malformed token is a validation failure. */
export function loader({ params, context }: LoaderFunctionArgs) {
  if (!isWellFormedToken(params.token)) throw validationFailure();
  const { queryClient, api } = context.get(portalContext);
  return preload(queryClient, reservationQuery(api, params.token));
}

export function Component() {
  return (
    <div className="layout">
      <Header />
      <main id="main" className="content">
        <Suspense fallback={<Skeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
