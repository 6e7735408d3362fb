import { addDaysIso, todayIso } from '../reservation/stay.ts';

/**
 * DESIGN §10: a reservation saved on a device is kept through the day after its
 * checkout (the guest may still look up the house on the way home), in the portal's calendar days.
 */
export function keptUntil(checkout: string): string {
  return addDaysIso(checkout, 1);
}

/** Whether a copy saved for a stay that ends on `checkout` is to be deleted at `now`. */
export function isPastKeeping(checkout: string, now: Date): boolean {
  return todayIso(now) > keptUntil(checkout);
}
