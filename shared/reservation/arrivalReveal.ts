import type { Reservation } from './schemas/reservation.ts';
import type { Arrival } from './arrivalSchema.ts';
import { reservationStateGroup } from './reservationState.ts';
import { houseInstant } from './houseTime.ts';
import { isPrecheckinExpired, todayIso } from './stay.ts';

const HOUR_MS = 3_600_000;

/** What the reveal rule reads: the booking's state, money and pre-check-in, and the stay's times. */
export interface RevealInputs {
  state: string;
  paymentStatus: Reservation['price']['status'];
  paymentOnSite: boolean;
  /** The booking's online pre-check-in, where it has one. */
  precheckin: { completed: boolean } | null;
  /** The arrival day (YYYY-MM-DD): the pre-check-in closes when it begins. */
  checkinDay: string;
  /** The start of the check-in window, and the end of the stay (check-out), as instants. */
  arrivalAt: Date;
  departureAt: Date;
  revealHoursBeforeArrival: number;
}

/** A condition the guest (or the provider) can still meet. */
export type RevealBlocker = 'confirmation' | 'payment' | 'precheckin';

export type ArrivalReveal =
  | { kind: 'shown' }
  /**
   * Cancelled, a house closing or the owner's own stay, or the stay is over: no code, ever; nor
   * online once the pre-check-in closed undone (the keyholder registers the guests and lets them in).
   */
  | { kind: 'never'; reason: 'cancelled' | 'notAGuestStay' | 'stayOver' | 'precheckinClosed' }
  /** `appearsAt`: when the time condition holds, null once it does; `missing`: what else is due. */
  | { kind: 'later'; missing: RevealBlocker[]; appearsAt: Date | null };

/** What is revealed: the door or key-box code, or the Wi-Fi password. */
export type RevealSubject = 'code' | 'wifi';

/**
 * The door code and the Wi-Fi password show only for a confirmed booking (OK) that is
 * paid (or paid at the house), whose pre-check-in is complete where it has one, from N hours before
 * the check-in window opens until check-out; never for CA, XX, HC or OB. A pre-check-in that closed
 * undone (issue 43) can no longer be done: the code is then the keyholder's to give, and the Wi-Fi
 * does not wait for it.
 */
export function arrivalReveal(
  inputs: RevealInputs,
  now: Date,
  subject: RevealSubject = 'code',
): ArrivalReveal {
  const group = reservationStateGroup(inputs.state);
  if (group === 'cancelled') return { kind: 'never', reason: 'cancelled' };
  if (group === 'houseClosing' || group === 'ownOccupancy') return { kind: 'never', reason: 'notAGuestStay' };
  if (now >= inputs.departureAt) return { kind: 'never', reason: 'stayOver' };
  const undone = inputs.precheckin !== null && !inputs.precheckin.completed;
  const closed = undone && isPrecheckinExpired(inputs.checkinDay, todayIso(now));
  if (closed && subject === 'code') return { kind: 'never', reason: 'precheckinClosed' };
  const missing: RevealBlocker[] = [];
  if (group !== 'confirmed') missing.push('confirmation');
  const paid = inputs.paymentStatus === 'paid' || inputs.paymentStatus === 'nothingDue';
  if (!paid && !inputs.paymentOnSite) missing.push('payment');
  if (undone && !closed) missing.push('precheckin');
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
    checkinDay: reservation.checkin,
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
  const inputs = revealInputs(reservation, arrival);
  const shown = (subject: RevealSubject) => arrivalReveal(inputs, now, subject).kind === 'shown';
  const code = shown('code');
  const wifi = shown('wifi');
  if (code && wifi) return arrival;
  const hidden = withoutSecrets(arrival);
  return {
    ...arrival,
    accessCode: code ? arrival.accessCode : hidden.accessCode,
    wifi: wifi ? arrival.wifi : hidden.wifi,
  };
}

/** The arrival information without the code and the Wi-Fi password. */
export function withoutSecrets(arrival: Arrival): Arrival {
  return {
    ...arrival,
    accessCode: { ...arrival.accessCode, code: null },
    wifi: arrival.wifi && { ...arrival.wifi, password: null },
  };
}
