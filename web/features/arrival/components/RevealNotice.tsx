import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatHouseTime } from '../../../i18n/formatHouseTime.ts';
import { reusedFormat } from '../../../i18n/reusedFormat.ts';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { intlLocale, type Language } from '../../../../shared/i18n/languages.ts';
import type { Reservation } from '../../../../shared/reservation/schemas/reservation.ts';
import type { ArrivalReveal } from '../../../../shared/reservation/arrivalReveal.ts';
import { guestOffer } from '../../../../shared/reservation/guestOffers.ts';
import { todayIso } from '../../../../shared/reservation/stay.ts';
import { paymentFromArrivalPath } from '../../../../shared/reservation/paymentFromArrival.ts';
import { CodeReadyButton } from './CodeReadyButton.tsx';

const conjunction = reusedFormat(
  (lang: Language) => new Intl.ListFormat(intlLocale(lang), { style: 'long', type: 'conjunction' }),
);

/**
 * Until the code (or the Wi-Fi password) shows, exactly what is missing and when
 * it will appear ("The code appears on Fri, 15 Aug, 16:00, once the payment is made"), with the
 * way to do what the guest can do about it.
 */
export function RevealNotice({
  reveal,
  subject,
  reservation,
  timeZone,
}: {
  reveal: Extract<ArrivalReveal, { kind: 'later' }>;
  subject: 'code' | 'wifi';
  reservation: Reservation;
  timeZone: string;
}) {
  const t = useT();
  const { lang } = useSite();
  const today = todayIso();
  const missing = reveal.missing.map((blocker) => t(`arrival.reveal.${blocker}`));
  const pay = reveal.missing.includes('payment') && guestOffer(reservation, 'pay', today).offered;
  const precheckin =
    reveal.missing.includes('precheckin') && guestOffer(reservation, 'precheckin', today).offered;
  return (
    <div className="reveal-notice">
      <p>
        {t('arrival.reveal', {
          subject,
          when: reveal.appearsAt ? 'later' : 'now',
          date: reveal.appearsAt ? formatHouseTime(reveal.appearsAt, timeZone, lang) : '',
          missing: missing.length > 0 ? conjunction(lang).format(missing) : 'none',
        })}
      </p>
      {subject === 'code' && <CodeReadyButton token={reservation.token} />}
      {subject === 'code' && (pay || precheckin) && (
        <p className="button-row no-print">
          {pay && (
            <LocalizedLink to={paymentFromArrivalPath(reservation.token)} className="button cta">
              {t('res.payment.payNow')}
            </LocalizedLink>
          )}
          {precheckin && reservation.precheckin && (
            <LocalizedLink
              to={pathTo('layout-precheckin', { token: reservation.precheckin.token })}
              className="button outline"
            >
              {t('res.precheckin.link')}
            </LocalizedLink>
          )}
        </p>
      )}
    </div>
  );
}
