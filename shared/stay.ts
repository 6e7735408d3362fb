import { stateAllows } from './reservationState.ts';

/** Calendar days as YYYY-MM-DD; comparing them as strings orders them. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDaysIso(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type StayPhase = 'before' | 'during' | 'after';

export function stayPhase(checkin: string, checkout: string, today: string): StayPhase {
  if (today < checkin) return 'before';
  return today < checkout ? 'during' : 'after';
}

/** SPEC §4: the pre-check-in is expired once the arrival day is reached... */
export function isPrecheckinExpired(checkin: string, today: string): boolean {
  return today >= checkin;
}

/** ...and available until one day before arrival. */
export function precheckinLastDay(checkin: string): string {
  return addDaysIso(checkin, -1);
}

/** A guest's booking can be changed or cancelled online until the guest arrives. */
export function isChangeable(reservation: { state: string; checkin: string }, today: string): boolean {
  return stateAllows(reservation.state, 'cancel') && today < reservation.checkin;
}

/** A guest's stay may be reviewed once it has begun (never a cancelled one, nor a house closing). */
export function isReviewable(reservation: { state: string; checkin: string }, today: string): boolean {
  return stateAllows(reservation.state, 'review') && reservation.checkin <= today;
}
