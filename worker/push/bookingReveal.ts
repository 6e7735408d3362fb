import { arrivalCall } from '../../shared/upstream/calls/arrival.ts';
import { reservationCall } from '../../shared/upstream/calls/reservation.ts';
import { callTo } from '../../shared/upstream/callPath.ts';
import { reservationSchema, type Reservation } from '../../shared/reservation/schemas/reservation.ts';
import { arrivalAnswerSchema } from '../../shared/reservation/arrivalSchema.ts';
import { arrivalReveal, revealInputs } from '../../shared/reservation/arrivalReveal.ts';
import { statusOf } from '../../shared/upstream/upstreamError.ts';
import { upstreamClient, type Upstream } from '../upstreams.ts';
import type { UpstreamLog } from '../../shared/upstream/client.ts';

/** A booking's door code as the reveal rule and the service see it now. */
type BookingReveal =
  /** The rule holds and the service sent the code. */
  | { kind: 'shown'; reservation: Reservation }
  /** Not yet: at `appearsAt` by the clock, else once the guest (or the provider) does what is missing. */
  | { kind: 'later'; reservation: Reservation; appearsAt: Date | null }
  /** No code will come: none for this booking, cancelled, not a guest stay, or the stay is over. */
  | { kind: 'none' }
  /** The service does not know the token. */
  | { kind: 'unknown' }
  /** The service refused or failed for now (`status`): asked again later. */
  | { kind: 'unanswered'; status: number | undefined };

/** Asks webcc-api for the booking and its arrival information and applies the reveal rule at `now`. */
export async function bookingReveal(
  webcc: Upstream,
  token: string,
  now: Date,
  log: UpstreamLog,
  headers: Record<string, string> = {},
): Promise<BookingReveal> {
  const call = upstreamClient(webcc, log);
  try {
    const [reservation, arrival] = await Promise.all([
      call({ to: callTo(reservationCall, { token }), headers, answer: reservationSchema }),
      call({ to: callTo(arrivalCall, { token }, { lang: 'en' }), headers, answer: arrivalAnswerSchema }),
    ]);
    if (!arrival?.accessCode.hasCode) return { kind: 'none' };
    const reveal = arrivalReveal(revealInputs(reservation, arrival), now);
    if (reveal.kind === 'never') return { kind: 'none' };
    // The portal's rule and the service's must both hold: a code the service still withholds is
    // asked for again shortly, as the two clocks may differ by a little.
    if (reveal.kind === 'shown' && arrival.accessCode.code !== null) return { kind: 'shown', reservation };
    return { kind: 'later', reservation, appearsAt: reveal.kind === 'later' ? reveal.appearsAt : null };
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 400) return { kind: 'unknown' };
    return { kind: 'unanswered', status };
  }
}
