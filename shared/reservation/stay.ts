import { stateAllows } from './reservationState.ts';

const DAY_MS = 86_400_000;

/** Today (UTC) and the times it spans, so most calls compare two numbers instead of formatting. */
let today: { day: string; from: number; until: number } | undefined;

/**
 * Calendar days as YYYY-MM-DD; comparing them as strings orders them. A reservation page asks for
 * today in some twenty places while it renders: the day is made once and kept until it ends.
 */
export function todayIso(now?: Date): string {
  if (now) return now.toISOString().slice(0, 10);
  const at = Date.now();
  if (!today || at < today.from || at >= today.until) {
    const from = at - (at % DAY_MS);
    today = { day: new Date(from).toISOString().slice(0, 10), from, until: from + DAY_MS };
  }
  return today.day;
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
