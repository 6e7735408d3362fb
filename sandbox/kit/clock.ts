import { isoDay, startOfDay } from './days.ts';

/**
 * The sandbox's one clock: the real time, as many days ahead as a test or a demo has moved it
 * (`POST /__dev/clock`). Every rule of the stand-ins reads it (a code's reveal, changes and
 * cancellation, reviews, pre-check-ins, invites, retention, transfers, code and mail windows) and
 * every time they stamp comes from it, so moving it walks a booking through its life without
 * waiting for the days.
 *
 * The demo data is seeded relative to this clock's today, and a reset sets the clock back before it
 * seeds: the seed always lands on the real day, and moving the clock afterwards moves "now" for
 * every rule while the bookings keep their days. Held in the isolate's memory like the latency knob.
 *
 * Not on it: the identity service (sessions, flows and codes keep real time, so a guest stays signed
 * in while a test moves the calendar), the latency knob's waits, and what the dev pages receive from
 * the portal (error reports, tag manager events), which is the portal's time.
 */
let daysAhead = 0;

export const MAX_DAYS_AHEAD = 3650;
const DAY_MS = 86_400_000;

export function moveClock(days: number): void {
  daysAhead = days;
}

export function sandboxNow(): Date {
  return new Date(Date.now() + daysAhead * DAY_MS);
}

/** The sandbox's time now in milliseconds, for windows counted in them. */
export function sandboxMs(): number {
  return Date.now() + daysAhead * DAY_MS;
}

/** The sandbox's time now as stored in its tables. */
export function sandboxStamp(): string {
  return sandboxNow().toISOString();
}

/** The sandbox's day, YYYY-MM-DD. */
export function sandboxToday(): string {
  return isoDay(sandboxNow());
}

/** Midnight (UTC) of the sandbox's day, for dates counted from it. */
export function startOfSandboxDay(): Date {
  return startOfDay(sandboxNow());
}
