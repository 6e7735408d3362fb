import { useReservation } from './ReservationContext.tsx';
import { useSite } from '../../../platform/siteContext.tsx';
import { useKeepForOffline } from '../../offline/useKeepForOffline.ts';
import { keptStayCalls } from '../api/reservation.ts';

/** Any page of a stay its guest opens keeps the stay's overview and arrival card on the device. */
export function KeepStay() {
  const reservation = useReservation();
  const { lang } = useSite();
  useKeepForOffline({ token: reservation.token, calls: keptStayCalls(reservation, lang) });
  return null;
}
