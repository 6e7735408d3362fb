type ReservationStateGroup = 'cancelled' | 'houseClosing' | 'ownOccupancy' | 'confirmed' | 'unconfirmed';

const GROUPS: Record<string, ReservationStateGroup> = {
  CA: 'cancelled',
  XX: 'cancelled',
  HC: 'houseClosing',
  OB: 'ownOccupancy',
  OK: 'confirmed',
  OP: 'unconfirmed',
  RQ: 'unconfirmed',
  WW: 'unconfirmed',
  OS: 'unconfirmed',
  CR: 'unconfirmed',
  ER: 'unconfirmed',
};

/** SPEC §4: reservation state codes and what they mean. */
export function reservationStateGroup(state: string): ReservationStateGroup | undefined {
  // Own keys only: a state the service sends (`constructor`) is not a group every object inherits.
  return Object.hasOwn(GROUPS, state) ? GROUPS[state] : undefined;
}

/** CA and XX: the one test of a cancelled booking, wherever a rule depends on it. */
export function isCancelledState(state: string): boolean {
  return reservationStateGroup(state) === 'cancelled';
}

/** What a guest can do with a booking (SPEC §1), each offered or refused by `guestOffers`. */
export type GuestAction =
  'pay' | 'cancel' | 'changePersons' | 'changeServices' | 'refund' | 'review' | 'precheckin' | 'checkin';

const GUEST_BOOKING: readonly GuestAction[] = [
  'pay',
  'cancel',
  'changePersons',
  'changeServices',
  'review',
  'precheckin',
  'checkin',
];

/**
 * Which actions each state group allows at all, before dates and amounts are looked at.
 * A house closing or the owner's own occupancy blocks the calendar: nobody pays, cancels or
 * changes it as a guest. A cancelled booking has only its refund left.
 */
const ACTIONS_BY_GROUP: Record<ReservationStateGroup, readonly GuestAction[]> = {
  confirmed: GUEST_BOOKING,
  unconfirmed: GUEST_BOOKING,
  cancelled: ['refund'],
  houseClosing: [],
  ownOccupancy: [],
};

/** Whether a booking in `state` allows `action` at all; an unknown code allows nothing. */
export function stateAllows(state: string, action: GuestAction): boolean {
  const group = reservationStateGroup(state);
  return group !== undefined && ACTIONS_BY_GROUP[group].includes(action);
}
