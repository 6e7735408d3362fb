import { createContext, useContext } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Reservation } from '../../../../shared/reservation/schemas/reservation.ts';
import { reservationQuery } from '../api/reservation.ts';
import type { TokenLookup } from '../../../platform/api/tokenLookup.ts';
import { useApi } from '../../../platform/useApi.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { formatMoney } from '../../../i18n/formatMoney.ts';
import { guestOffer, type Offer } from '../../../../shared/reservation/guestOffers.ts';
import type { GuestAction } from '../../../../shared/reservation/reservationState.ts';
import { todayIso } from '../../../../shared/reservation/stay.ts';

export const ReservationContext = createContext<Reservation | null>(null);

/** The reservation of the page, loaded once by the reservations layout. */
export function useReservation(): Reservation {
  const reservation = useContext(ReservationContext);
  if (!reservation) throw new Error('useReservation needs the reservations layout');
  return reservation;
}

/** Puts a changed reservation into the cache, or reloads it when the answer did not carry it. */
export function useReservationUpdate() {
  const queryClient = useQueryClient();
  const api = useApi();
  const { lang } = useSite();
  const reservation = useReservation();
  const { queryKey } = reservationQuery(api, reservation.token, lang);
  return {
    replace: (updated: Reservation) => {
      const lookup: TokenLookup<Reservation> = { kind: 'found', data: updated };
      queryClient.setQueryData(queryKey, lookup);
      // A change of persons reopens a completed pre-check-in (the service's rule): this reservation's
      // is asked afresh, in every language. The key is precheckinQuery's ['precheckin', token, lang],
      // spelt out: the reservation's pages load none of the pre-check-in's code.
      const precheckin = updated.precheckin ?? reservation.precheckin;
      if (precheckin) void queryClient.invalidateQueries({ queryKey: ['precheckin', precheckin.token] });
    },
    reload: () => queryClient.invalidateQueries({ queryKey }),
  };
}

/** Amounts of the page's reservation: in its currency, in the page's language. */
export function useReservationMoney(): (cents: number) => string {
  const { lang } = useSite();
  const { currency } = useReservation().price;
  return (cents) => formatMoney(cents, currency, lang);
}

/** Whether the guest may do `action` with the page's reservation today, and if not, why. */
export function useGuestOffer(action: GuestAction): Offer {
  return guestOffer(useReservation(), action, todayIso());
}
