/** Calendar arithmetic on UTC days, as the provider's services count a stay. */

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: Date, days: number): Date {
  const next = new Date(day);
  next.setUTCDate(next.getUTCDate() + days);
  return next;
}

export function startOfDay(time: Date): Date {
  return new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
}
