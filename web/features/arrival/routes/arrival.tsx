import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { fileOf } from '../../../../shared/routes/routePaths.ts';
import { Suspense } from 'react';
import { useApi } from '../../../platform/useApi.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { GuestProblem } from '../../../ui/GuestProblem.tsx';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { SectionErrorBoundary } from '../../../ui/SectionErrorBoundary.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { StreamedQuery } from '../../../ui/StreamedQuery.tsx';
import { withLanguage } from '../../../ui/withLanguage.ts';
import { reservationStateGroup } from '../../../../shared/reservation/reservationState.ts';
import { useReservation } from '../../reservation/index.ts';
// Each module itself, not the offline index: the page's first load holds only what it draws.
import { ForgetThisDevice } from '../../offline/ForgetThisDevice.tsx';
import { OfflineCopyNotice } from '../../offline/OfflineCopyNotice.tsx';
import { arrivalQuery } from '../api/arrival.ts';
import { ArrivalDetails } from '../components/ArrivalDetails.tsx';

/** The arrival page, one place with everything for the arrival, printable on one page. */
export function Component() {
  const t = useT();
  const reservation = useReservation();
  const { name } = reservation.accommodation;
  const group = reservationStateGroup(reservation.state);
  const blocked =
    group === 'cancelled'
      ? t('arrival.cancelled')
      : group === 'houseClosing' || group === 'ownOccupancy'
        ? t('arrival.notAGuestStay')
        : null;
  return (
    <article className="arrival">
      <PageTitle>{`${t('arrival.title')}: ${name}`}</PageTitle>
      <OfflineCopyNotice />
      <p className="no-print">
        <LocalizedLink to={pathTo('reservation', { token: reservation.token })}>
          ← {t('res.back')}
        </LocalizedLink>
      </p>
      <header className="page-heading">
        <p className="eyebrow">
          {name} · {t('reservation.number', { number: reservation.number })}
        </p>
        <h1>{t('arrival.heading', { name })}</h1>
      </header>
      {blocked ? (
        <p className="notice">{blocked}</p>
      ) : (
        <>
          <StayButtons token={reservation.token} />
          <SectionErrorBoundary fallback={<p className="notice">{t('arrival.loadFailed')}</p>}>
            <Suspense fallback={<Skeleton />}>
              <ArrivalOfBooking />
            </Suspense>
          </SectionErrorBoundary>
          <div className="no-print">
            <ForgetThisDevice stay={reservation} />
          </div>
        </>
      )}
    </article>
  );
}

function ArrivalOfBooking() {
  const t = useT();
  const api = useApi();
  const { lang } = useSite();
  const reservation = useReservation();
  return (
    <StreamedQuery query={arrivalQuery(api, reservation, lang)}>
      {(lookup) =>
        lookup.kind !== 'found' ? (
          <GuestProblem problem={lookup} />
        ) : lookup.data ? (
          <ArrivalDetails arrival={lookup.data} reservation={reservation} />
        ) : (
          <p className="notice">{t('arrival.none')}</p>
        )
      }
    </StreamedQuery>
  );
}

/** The stay into the guest's calendar, and the page onto paper. */
function StayButtons({ token }: { token: string }) {
  const t = useT();
  const { lang } = useSite();
  return (
    <p className="button-row no-print">
      <a className="button outline" href={withLanguage(fileOf('calendar', token), lang)} download>
        {t('arrival.calendar')}
      </a>
      <button type="button" className="button outline" onClick={() => window.print()}>
        {t('arrival.print')}
      </button>
    </p>
  );
}
