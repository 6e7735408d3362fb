import { useParams } from 'react-router';
import { useSite } from '../app/siteContext.tsx';
import { reservationQuery } from '../api/reservation.ts';
import { useApi } from '../app/useApi.ts';
import { LocalizedLink } from '../components/LocalizedLink.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { StreamedQuery } from '../components/StreamedQuery.tsx';
import { useT, type Translate } from '../i18n/useT.ts';
import { reservationStateGroup } from '../../shared/reservationState.ts';
import type { Reservation } from '../../shared/schemas/reservation.ts';
import { formatDay } from '../i18n/formatDay.ts';

function stateInWords(t: Translate, state: string): string {
  const group = reservationStateGroup(state);
  return group ? t(`reservation.state.${group}`) : t('reservation.state.unknown');
}

/** The reservation overview: the stay at a glance, streamed in after the page's shell. */
export function Overview() {
  const { token = '' } = useParams();
  const api = useApi();
  return (
    <StreamedQuery query={reservationQuery(api, token)}>
      {(reservation) =>
        reservation ? <ReservationSummary reservation={reservation} /> : <ReservationNotFound />
      }
    </StreamedQuery>
  );
}

function ReservationSummary({ reservation }: { reservation: Reservation }) {
  const t = useT();
  const { lang } = useSite();
  const { accommodation } = reservation;
  return (
    <article className="reservation">
      <PageTitle>{`${t('page.reservation')}: ${accommodation.name}`}</PageTitle>
      <header className="page-heading">
        <p className="eyebrow">{t('reservation.number', { number: reservation.number })}</p>
        <h1>{accommodation.name}</h1>
        <p>
          {accommodation.place}, {accommodation.country}
        </p>
      </header>
      {accommodation.image && (
        <img
          className="hero-image"
          src={accommodation.image.url}
          width={accommodation.image.width}
          height={accommodation.image.height}
          alt={accommodation.image.alt}
        />
      )}
      <dl className="facts">
        <div>
          <dt>{t('reservation.stay')}</dt>
          <dd>
            {t('reservation.dates', {
              checkin: formatDay(reservation.checkin, lang),
              checkout: formatDay(reservation.checkout, lang),
            })}{' '}
            ({t('reservation.nights', { count: reservation.duration })})
          </dd>
        </div>
        <div>
          <dt>{t('reservation.status')}</dt>
          <dd className="state">{stateInWords(t, reservation.state)}</dd>
        </div>
        <div>
          <dt>{t('reservation.guests')}</dt>
          <dd>{t('reservation.maxGuests', { count: accommodation.maxGuests })}</dd>
        </div>
      </dl>
      <nav aria-labelledby="reservation-actions">
        <h2 id="reservation-actions">{t('reservation.actions')}</h2>
        <ul className="action-list">
          <li>
            <LocalizedLink to="payment">{t('page.reservation.payment')}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="pax">{t('page.reservation.pax')}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="services">{t('page.reservation.services')}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="precheckin">{t('page.reservation.precheckin')}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="review">{t('page.reservation.review')}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="cancellation">{t('page.reservation.cancellation')}</LocalizedLink>
          </li>
        </ul>
      </nav>
    </article>
  );
}

function ReservationNotFound() {
  const t = useT();
  const { contactPhone } = useSite();
  return (
    <section className="guest-error">
      <PageTitle>{t('reservation.notFound.title')}</PageTitle>
      <img src="/images/robot.svg" width="160" height="160" alt="" />
      <h1>{t('reservation.notFound.title')}</h1>
      <p>{t('reservation.notFound.text')}</p>
      {contactPhone && <p>{t('reservation.notFound.phone', { phone: contactPhone })}</p>}
    </section>
  );
}
