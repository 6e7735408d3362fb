import type { Reservation } from './schemas/reservation.ts';
import type { Arrival } from './arrivalSchema.ts';
import { reservationStateGroup } from './reservationState.ts';
import { houseInstant } from './houseTime.ts';

const HOUR_MS = 3_600_000;

/** What the reveal rule reads: the booking's state, money and pre-check-in, and the stay's times. */
export interface RevealInputs {
  state: string;
  paymentStatus: Reservation['price']['status'];
  paymentOnSite: boolean;
  /** The booking's online pre-check-in, where it has one. */
  precheckin: { completed: boolean } | null;
  /** The start of the check-in window, and the end of the stay (check-out), as instants. */
  arrivalAt: Date;
  departureAt: Date;
  revealHoursBeforeArrival: number;
}

/** A condition the guest (or the provider) can still meet. */
export type RevealBlocker = 'confirmation' | 'payment' | 'precheckin';

export type ArrivalReveal =
  | { kind: 'shown' }
  /** Cancelled, a house closing or the owner's own stay, or the stay is over: no code, ever. */
  | { kind: 'never'; reason: 'cancelled' | 'notAGuestStay' | 'stayOver' }
  /** `appearsAt`: when the time condition holds, null once it does; `missing`: what else is due. */
  | { kind: 'later'; missing: RevealBlocker[]; appearsAt: Date | null };

/**
 * The door code and the Wi-Fi password show only for a confirmed booking (OK) that is
 * paid (or paid at the house), whose pre-check-in is complete where it has one, from N hours before
 * the check-in window opens until check-out; never for CA, XX, HC or OB.
 */
export function arrivalReveal(inputs: RevealInputs, now: Date): ArrivalReveal {
  const group = reservationStateGroup(inputs.state);
  if (group === 'cancelled') return { kind: 'never', reason: 'cancelled' };
  if (group === 'houseClosing' || group === 'ownOccupancy') return { kind: 'never', reason: 'notAGuestStay' };
  if (now >= inputs.departureAt) return { kind: 'never', reason: 'stayOver' };
  const missing: RevealBlocker[] = [];
  if (group !== 'confirmed') missing.push('confirmation');
  const paid = inputs.paymentStatus === 'paid' || inputs.paymentStatus === 'nothingDue';
  if (!paid && !inputs.paymentOnSite) missing.push('payment');
  if (inputs.precheckin && !inputs.precheckin.completed) missing.push('precheckin');
  const from = new Date(inputs.arrivalAt.getTime() - inputs.revealHoursBeforeArrival * HOUR_MS);
  const appearsAt = now < from ? from : null;
  return missing.length === 0 && appearsAt === null
    ? { kind: 'shown' }
    : { kind: 'later', missing, appearsAt };
}

/** The stay's arrival and departure as instants, from the house's clock. */
export function stayInstants(
  reservation: Pick<Reservation, 'checkin' | 'checkout'>,
  arrival: Pick<Arrival, 'checkinFrom' | 'checkoutUntil' | 'timeZone'>,
): { arrivalAt: Date; departureAt: Date } {
  return {
    arrivalAt: houseInstant(reservation.checkin, arrival.checkinFrom, arrival.timeZone),
    departureAt: houseInstant(reservation.checkout, arrival.checkoutUntil, arrival.timeZone),
  };
}

/** The rule's inputs as the reservation and its arrival information give them. */
export function revealInputs(
  reservation: RevealedReservation,
  arrival: Pick<
    Arrival,
    'checkinFrom' | 'checkoutUntil' | 'timeZone' | 'paymentOnSite' | 'revealHoursBeforeArrival'
  >,
): RevealInputs {
  return {
    state: reservation.state,
    paymentStatus: reservation.price.status,
    paymentOnSite: arrival.paymentOnSite,
    precheckin: reservation.precheckin,
    ...stayInstants(reservation, arrival),
    revealHoursBeforeArrival: arrival.revealHoursBeforeArrival,
  };
}

/** What the reveal rule reads of a reservation. */
export type RevealedReservation = Pick<
  Reservation,
  'state' | 'price' | 'precheckin' | 'checkin' | 'checkout'
>;

/**
 * The arrival information with its secrets (the code, the Wi-Fi password) only while the rule
 * holds: what the service sends, and what the portal passes on to a page whatever it was sent.
 */
export function withSecretsAsRevealed(
  arrival: Arrival,
  reservation: RevealedReservation,
  now: Date,
): Arrival {
  if (arrivalReveal(revealInputs(reservation, arrival), now).kind === 'shown') return arrival;
  return withoutSecrets(arrival);
}

/** The arrival information without the code and the Wi-Fi password. */
export function withoutSecrets(arrival: Arrival): Arrival {
  return {
    ...arrival,
    accessCode: { ...arrival.accessCode, code: null },
    wifi: arrival.wifi && { ...arrival.wifi, password: null },
  };
}
