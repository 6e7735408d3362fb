import { queryOptions } from '@tanstack/react-query';
import type { ApiFetch } from '../../shared/render.ts';
import { reservationSchema, type Reservation } from '../../shared/schemas/reservation.ts';
import { ApiError } from './apiError.ts';

/** The reservation behind a token; null when there is none (the guest sees why, nothing is thrown). */
export function reservationQuery(api: ApiFetch, token: string) {
  return queryOptions({
    queryKey: ['reservation', token],
    queryFn: async (): Promise<Reservation | null> => {
      const response = await api(`/webcc-api/v1/booking/reservations/${encodeURIComponent(token)}`, {
        headers: { accept: 'application/json' },
      });
      if (response.status === 404 || response.status === 400) {
        console.warn('Reservation not found');
        return null;
      }
      if (!response.ok) throw new ApiError(response.status);
      return reservationSchema.parse(await response.json());
    },
  });
}
