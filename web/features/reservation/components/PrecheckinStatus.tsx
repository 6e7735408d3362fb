import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { formatDay } from '../../../i18n/formatDay.ts';
import { precheckinLastDay } from '../../../../shared/reservation/stay.ts';
import { Refused } from './Refused.tsx';
import { useGuestOffer, useReservation } from './ReservationContext.tsx';

/**
 * SPEC §4: open until one day before arrival, closed from the arrival day; one that opens
 * later says when; none for a booking that is not a guest's.
 */
export function PrecheckinStatus() {
  const t = useT();
  const { lang } = useSite();
  const { checkin, precheckin } = useReservation();
  const offer = useGuestOffer('precheckin');
  const until = formatDay(precheckinLastDay(checkin), lang);
  if (offer.offered) return <p>{t('res.precheckin.available', { date: until })}</p>;
  if (offer.reason === 'opensLater' && precheckin?.availableFrom) {
    return <p>{t('res.precheckin.opensOn', { date: formatDay(precheckin.availableFrom, lang), until })}</p>;
  }
  return <Refused action="precheckin" reason={offer.reason} place="overview" />;
}

/** The way into the reservation's pre-check-in wizard, while it is open. */
export function PrecheckinLink() {
  const t = useT();
  const { precheckin } = useReservation();
  const offer = useGuestOffer('precheckin');
  if (!offer.offered || !precheckin) return null;
  return (
    <LocalizedLink to={pathTo('layout-precheckin', { token: precheckin.token })}>
      {t('res.precheckin.link')}
    </LocalizedLink>
  );
}
