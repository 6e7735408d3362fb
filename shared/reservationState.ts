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
  return GROUPS[state];
}

/** CA and XX: the one test of a cancelled booking, wherever a rule depends on it. */
export function isCancelledState(state: string): boolean {
  return reservationStateGroup(state) === 'cancelled';
}
