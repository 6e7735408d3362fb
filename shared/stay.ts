import { stateAllows } from './reservationState.ts';

/** Calendar days as YYYY-MM-DD; comparing them as strings orders them. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A day that is in the calendar: "2027-02-29" is not, though Date.parse takes it (as March 1). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
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
