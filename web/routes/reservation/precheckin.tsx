import { ActionPage } from '../../components/reservation/ActionPage.tsx';
import { PrecheckinLink, PrecheckinStatus } from '../../components/reservation/PrecheckinStatus.tsx';
import { useReservation } from '../../components/reservation/ReservationContext.tsx';

/** The reservation's pre-check-in: whether it is open and until when. */
export function Component() {
  const reservation = useReservation();
  return (
    <ActionPage title="page.reservation.precheckin">
      <section className="panel">
        <PrecheckinStatus reservation={reservation} />
        <PrecheckinLink reservation={reservation} />
      </section>
    </ActionPage>
  );
}
