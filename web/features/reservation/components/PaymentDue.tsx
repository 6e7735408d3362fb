import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import { useReservation } from './ReservationContext.tsx';
import { paymentDue } from '../../../../shared/reservation/guestOffers.ts';
import { todayIso } from '../../../../shared/reservation/stay.ts';

/** When what is left to pay is due, marked once that day has passed; nothing where paying is not offered. */
export function PaymentDue() {
  const t = useT();
  const { lang } = useSite();
  const due = paymentDue(useReservation(), todayIso());
  if (!due) return null;
  return (
    <p className={due.overdue ? 'overdue' : undefined}>
      {t(due.overdue ? 'res.payment.overdue' : 'res.payment.due', { date: formatDay(due.date, lang) })}
    </p>
  );
}
