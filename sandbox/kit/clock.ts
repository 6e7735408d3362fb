import { todayIso } from '../../shared/reservation/stay.ts';

/**
 * The sandbox's calendar: today, or as many days ahead as a test or a demo has moved it
 * (`POST /__dev/clock`), so rules that turn on a day (a pre-check-in closing on arrival, an invite
 * ending at checkout) can be seen without waiting for that day. Held in the isolate's memory like
 * the latency knob, and set back by `/__dev/reset`.
 */
let daysAhead = 0;

export const MAX_DAYS_AHEAD = 3650;

export function moveClock(days: number): void {
  daysAhead = days;
}

/** The sandbox's time now: the real time, as many days ahead as its calendar. */
export function sandboxNow(): Date {
  return new Date(Date.now() + daysAhead * 86_400_000);
}

export function sandboxToday(): string {
  return todayIso(sandboxNow());
}
