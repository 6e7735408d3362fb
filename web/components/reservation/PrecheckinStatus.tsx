import { useSite } from '../../app/siteContext.tsx';
import { useT } from '../../i18n/useT.ts';
import { LocalizedLink } from '../LocalizedLink.tsx';
import { formatDay } from '../../i18n/formatDay.ts';
import { isPrecheckinExpired, precheckinLastDay, todayIso } from '../../../shared/stay.ts';
import type { Reservation } from '../../../shared/schemas/reservation.ts';
import { isCancelledState } from '../../../shared/reservationState.ts';

/** SPEC §4: open until one day before arrival, closed from the arrival day; none for a cancelled booking. */
export function PrecheckinStatus({ reservation }: { reservation: Reservation }) {
  const t = useT();
  const { lang } = useSite();
  if (isCancelledState(reservation.state) || !reservation.precheckin) {
    return <p>{t('res.precheckin.notOffered')}</p>;
  }
  if (reservation.precheckin.completed) return <p>{t('res.precheckin.completed')}</p>;
  if (isPrecheckinExpired(reservation.checkin, todayIso())) return <p>{t('res.precheckin.closed')}</p>;
  return (
    <p>{t('res.precheckin.available', { date: formatDay(precheckinLastDay(reservation.checkin), lang) })}</p>
  );
}

/** The way into the reservation's pre-check-in wizard, while it is open. */
export function PrecheckinLink({ reservation }: { reservation: Reservation }) {
  const t = useT();
  if (!reservation.precheckin || reservation.precheckin.completed) return null;
  return (
    <LocalizedLink to={`/precheckins/${reservation.precheckin.token}`}>
      {t('res.precheckin.link')}
    </LocalizedLink>
  );
}
