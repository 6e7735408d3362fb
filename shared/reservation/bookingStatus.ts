import { isCancelledState } from './reservationState.ts';
import { stayPhase } from './stay.ts';

/** SPEC §4 booking card statuses. */
type BookingStatus = 'completed' | 'upcoming' | 'current' | 'cancelled';

/** A booking's card status from its state code and its dates (YYYY-MM-DD, today included). */
export function bookingStatus(
  booking: { state: string; checkin: string; checkout: string },
  today: string,
): BookingStatus {
  if (isCancelledState(booking.state)) return 'cancelled';
  const phase = stayPhase(booking.checkin, booking.checkout, today);
  if (phase === 'before') return 'upcoming';
  return phase === 'during' ? 'current' : 'completed';
}
