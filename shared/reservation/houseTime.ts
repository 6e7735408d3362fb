/** The wall-clock parts of `at` in `timeZone`, read back as if they were UTC. */
function wallClockAsUtc(at: number, timeZone: string): number {
  const parts = zoneFormat(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

const formats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * The instant a house's clock shows `time` on `day` (a check-in at 16:00 in Blåvand is 14:00 UTC in
 * summer). The zone's offset is read at a first guess and again at the result, which settles it on
 * either side of a change to or from summer time.
 */
export function houseInstant(day: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const guess = wall - (wallClockAsUtc(wall, timeZone) - wall);
  return new Date(wall - (wallClockAsUtc(guess, timeZone) - guess));
}
