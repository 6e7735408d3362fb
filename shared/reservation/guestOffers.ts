import { reservationStateGroup, stateAllows, type GuestAction } from './reservationState.ts';
import { isChangeable, isPrecheckinExpired, isReviewable } from './stay.ts';

/** Why an action is not offered: the state group first, then dates and amounts. */
export type Refusal =
  | 'cancelled'
  | 'houseClosing'
  | 'ownOccupancy'
  | 'unknownState'
  | 'notCancelled'
  | 'nothingDue'
  | 'stayBegun'
  | 'tooEarly'
  | 'refunded'
  | 'nothingToRefund'
  | 'notOffered'
  | 'completed'
  | 'closed'
  | 'opensLater';

export type Offer = { offered: true } | { offered: false; reason: Refusal };

/** What the rule reads of a reservation (a Reservation is one). */
interface Booking {
  state: string;
  checkin: string;
  price: { outstanding: number; dueDate: string | null };
  cancellation: { refundable: number } | null;
  refund: object | null;
  precheckin: { completed: boolean; availableFrom: string | null } | null;
}

/** The refusal of an action the state group does not allow: the group says why. */
function groupRefusal(state: string): Refusal {
  const group = reservationStateGroup(state);
  if (group === undefined) return 'unknownState';
  // A live booking is refused only a refund: there is nothing to refund before a cancellation.
  return group === 'confirmed' || group === 'unconfirmed' ? 'notCancelled' : group;
}

// Once the state allows the action, the stay's own rules (shared/reservation/stay.ts) are the dates' say.
const beforeArrival = (booking: Booking, today: string): Refusal | undefined =>
  isChangeable(booking, today) ? undefined : 'stayBegun';

/** Once the state allows an action: what still refuses it, or nothing. */
const CONDITIONS: Record<GuestAction, (booking: Booking, today: string) => Refusal | undefined> = {
  pay: (booking) => (booking.price.outstanding > 0 ? undefined : 'nothingDue'),
  cancel: beforeArrival,
  changePersons: beforeArrival,
  changeServices: beforeArrival,
  refund: (booking) => {
    if (booking.refund) return 'refunded';
    return (booking.cancellation?.refundable ?? 0) > 0 ? undefined : 'nothingToRefund';
  },
  review: (booking, today) => (isReviewable(booking, today) ? undefined : 'tooEarly'),
  precheckin: ({ precheckin, checkin }, today) => {
    if (!precheckin) return 'notOffered';
    if (precheckin.completed) return 'completed';
    if (isPrecheckinExpired(checkin, today)) return 'closed';
    return precheckin.availableFrom && precheckin.availableFrom > today ? 'opensLater' : undefined;
  },
  checkin: () => undefined,
};

/** SPEC §4: whether the guest may do `action` today, and if not, why. */
export function guestOffer(booking: Booking, action: GuestAction, today: string): Offer {
  const reason = stateAllows(booking.state, action)
    ? CONDITIONS[action](booking, today)
    : groupRefusal(booking.state);
  return reason ? { offered: false, reason } : { offered: true };
}

/** The due date of what is left to pay, and whether it has passed; none where paying is not offered. */
export function paymentDue(booking: Booking, today: string): { date: string; overdue: boolean } | null {
  const { dueDate } = booking.price;
  if (!dueDate || !guestOffer(booking, 'pay', today).offered) return null;
  return { date: dueDate, overdue: dueDate < today };
}
