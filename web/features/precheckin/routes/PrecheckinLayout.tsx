import { stepPath } from '../stepPath.ts';
import { loadedOnDemand } from '../../../ui/loadedOnDemand.ts';
import {
  isRouteErrorResponse,
  NavLink,
  Outlet,
  redirect,
  useLocation,
  useParams,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router';
import { Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Header } from '../../../ui/chrome/Header.tsx';
import { Footer } from '../../../ui/chrome/Footer.tsx';
import { ErrorContent } from '../../../ui/chrome/ErrorContent.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { validationFailure } from '../../../ui/routeValidation.ts';
import { withLanguage } from '../../../ui/withLanguage.ts';
import { PrecheckinContext, usePrecheckin, useSteps } from '../components/PrecheckinContext.tsx';
import { tidyDrafts } from '../model/stepDrafts.ts';
import { RetentionLink } from '../components/RetentionLink.tsx';
import { portalContext } from '../../../platform/portalContext.ts';
import { useApi } from '../../../platform/useApi.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { precheckinCalls, precheckinQuery } from '../api/precheckin.ts';
import { useT } from '../../../i18n/useT.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import { isWellFormedToken } from '../../../../shared/routes/paths.ts';
import { isLanguage } from '../../../../shared/i18n/languages.ts';
import { FLAGS } from '../../../../shared/site/flags.ts';
import {
  stepOrFirst,
  stepsFor,
  type PrecheckinMode,
  type PrecheckinStep,
} from '../../../../shared/precheckin/precheckin.ts';

// What a step shows instead of its form, a problem or a confirmed pre-check-in, loads with it: a
// guest filling in the steps never needs either.
const { Component: GuestProblem } = loadedOnDemand(() =>
  import('../../../ui/GuestProblem.tsx').then((module) => module.GuestProblem),
);
const { Component: CompletedPrecheckin } = loadedOnDemand(() =>
  import('../components/CompletedPrecheckin.tsx').then((module) => module.CompletedPrecheckin),
);

/**
 * SPEC §2 pre-check-in guard: the data is loaded before the page (which step to show depends on
 * it); none found stops the guard; from the arrival day on only the expired page is shown; a step
 * outside the mode goes to the mode's first step.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  if (!isWellFormedToken(params.token)) throw validationFailure();
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  const language = isLanguage(lang) ? lang : 'en';
  const { queryClient, api, flags } = context.get(portalContext);
  const lookup = await queryClient.ensureQueryData(precheckinQuery(api, params.token, language));
  if (lookup.kind !== 'found') return (await precheckinCalls()).lookupStatus(lookup);
  const precheckin = lookup.data;
  const step = url.pathname.split('/')[3];
  // What is kept, and until when, is there to read before, during and after the stay.
  if (step === RETENTION) return null;
  const to = (target: PrecheckinStep | 'expired') =>
    redirect(withLanguage(stepPath(precheckin.token, target), language));
  if (precheckin.expired) {
    if (step !== 'expired') throw to('expired');
    return null;
  }
  const steps = stepsFor(
    precheckin.mode as PrecheckinMode,
    flags.features[FLAGS.precheckinForceModeAll] === true,
  );
  const target = step === undefined || step === 'expired' ? steps[0] : stepOrFirst(step, steps);
  if (target) throw to(target);
  return null;
}

/** The page "What we keep, and until when": no step, open in every state of the pre-check-in. */
const RETENTION = 'retention';

/** Every step change is checked against the mode, not only the first arrival. */
export const shouldRevalidate = () => true;

export function Component() {
  const { token = '' } = useParams();
  const api = useApi();
  const { lang } = useSite();
  // The loader waited for the look-up; without its answer there is no pre-check-in to show.
  const { data: lookup = { kind: 'notFound' } } = useQuery(precheckinQuery(api, token, lang));
  return (
    <div className="layout">
      <Header />
      <main id="main" className="content precheckin">
        {lookup.kind === 'found' ? (
          <PrecheckinContext.Provider value={lookup.data}>
            <Wizard />
          </PrecheckinContext.Provider>
        ) : (
          <Suspense fallback={null}>
            <GuestProblem problem={lookup} subject="precheckin" />
          </Suspense>
        )}
      </main>
      <Footer />
    </div>
  );
}

function Wizard() {
  const t = useT();
  const { lang } = useSite();
  const precheckin = usePrecheckin();
  const steps = useSteps();
  const onRetention = useLocation().pathname.split('/')[3] === RETENTION;
  const { reservation, token, completedAt, expired } = precheckin;
  useEffect(() => tidyDrafts({ token, completedAt, expired }), [token, completedAt, expired]);
  // Confirmed: every step shows what was sent instead of a form the service would refuse (409).
  const done = completedAt !== null && !expired;
  return (
    <>
      <header className="page-heading">
        <h1>{t('page.precheckin')}</h1>
        <p>
          {t('pc.intro', {
            name: reservation.accommodation.name,
            place: reservation.accommodation.place,
            checkin: formatDay(reservation.checkin, lang),
            checkout: formatDay(reservation.checkout, lang),
          })}
        </p>
        <p>
          <RetentionLink />
        </p>
      </header>
      {!precheckin.expired && (
        <nav aria-label={t('pc.steps')}>
          <ol className="steps">
            {steps.map((step) => {
              const status = precheckin.links[step] ?? 'incomplete';
              const label = t(`page.precheckin.${step}`);
              const state =
                status === 'unavailable'
                  ? t('pc.status.unavailable', {
                      date: formatDay(precheckin.availableFrom ?? reservation.checkin, lang),
                    })
                  : t(`pc.status.${status}`);
              return (
                <li key={step} className={`step step-${status}`}>
                  {status === 'unavailable' ? (
                    <span aria-disabled="true">
                      {label} <small>({state})</small>
                    </span>
                  ) : (
                    <NavLink to={withLanguage(stepPath(precheckin.token, step), lang)}>
                      {label} <small>({state})</small>
                    </NavLink>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
      {done && !onRetention ? (
        <Suspense fallback={null}>
          <CompletedPrecheckin />
        </Suspense>
      ) : Object.values(precheckin.links).every((status) => status === 'unavailable') &&
        !precheckin.expired &&
        !onRetention ? (
        <>
          <PageTitle>{t('page.precheckin')}</PageTitle>
          <p className="notice">
            {t('pc.notYet', { date: formatDay(precheckin.availableFrom ?? reservation.checkin, lang) })}
          </p>
        </>
      ) : (
        <Outlet />
      )}
    </>
  );
}

/**
 * A refused route shows the error page; a failed load (SPEC §8 'Error loading precheckin data.',
 * in the log) the guest error page, with a way on: try again, or call.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorContent />;
  return (
    <div className="layout">
      <Header />
      <main id="main" className="content">
        <Suspense fallback={null}>
          <GuestProblem problem={{ kind: 'failed' }} subject="precheckin" />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
