import * as z from 'zod/mini';
import type { Context } from 'hono';
import type { AppEnv } from './appEnv.ts';
import { RESERVATION_TOKEN_HEADER } from '../../shared/reservation/reservationTokenHeader.ts';

const bookingNumberSchema = z.object({ number: z.string() });

/**
 * Whether the request carries the token of the booking `number`: the token's
 * reservation is looked up through the rate-limited service, so guessing tokens here counts as
 * guessing them anywhere.
 */
export async function holdsBooking(c: Context<AppEnv>, number: string): Promise<boolean> {
  const token = c.req.header(RESERVATION_TOKEN_HEADER);
  if (!token) return false;
  const lookup = new URL(`/webcc-api/v1/booking/reservations/${encodeURIComponent(token)}`, c.req.url);
  const answer = await c
    .get('upstreams')
    ['webcc-api'](new Request(lookup, { headers: { 'x-forwarded-for': c.get('client') } }));
  if (!answer.ok) return false;
  const booking = bookingNumberSchema.safeParse(await answer.json().catch(() => null));
  return booking.success && booking.data.number === number;
}
