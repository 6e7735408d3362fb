// Calendar days as YYYY-MM-DD, apart from the rest of a stay's and a booking's rules: a pre-check-in's
// forms check their dates and work out ages with these and need nothing else of them.

/** A day that is in the calendar: "2027-02-29" is not, though Date.parse takes it (as March 1). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole years from `birthday` to `onDay`: the age the registration laws and the booked age groups count. */
export function ageInYears(birthday: string, onDay: string): number {
  const [by = 0, bm = 0, bd = 0] = birthday.split('-').map(Number);
  const [oy = 0, om = 0, od = 0] = onDay.split('-').map(Number);
  return oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0);
}
