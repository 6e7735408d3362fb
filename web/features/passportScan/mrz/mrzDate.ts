/** A YYMMDD date of the zone as an ISO day, in the century the `rule` picks. */
type CenturyRule = 'birth' | 'expiry';

/** How far ahead an expiry may lie before it is read as last century's (passports run 10 years at most). */
const EXPIRY_YEARS_AHEAD = 50;

/**
 * The zone has two-digit years: a birth is the latest such day not after today; an expiry is this
 * century's unless that lies more than 50 years ahead (`991231` read in 2026 is 1999, long expired).
 * Undefined for a day that does not exist.
 */
export function mrzDate(yymmdd: string, rule: CenturyRule, today: string): string | undefined {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(yymmdd);
  if (!match) return undefined;
  const [, yy, mm, dd] = match;
  const thisYear = Number(today.slice(0, 4));
  const century = Math.floor(thisYear / 100) * 100;
  let year = century + Number(yy);
  const iso = (y: number) => `${String(y).padStart(4, '0')}-${mm}-${dd}`;
  if (rule === 'birth' && iso(year) > today) year -= 100;
  if (rule === 'expiry' && year > thisYear + EXPIRY_YEARS_AHEAD) year -= 100;
  if (rule === 'expiry' && year <= thisYear - EXPIRY_YEARS_AHEAD) year += 100;
  const day = new Date(Date.UTC(year, Number(mm) - 1, Number(dd)));
  return day.getUTCMonth() === Number(mm) - 1 && day.getUTCDate() === Number(dd) ? iso(year) : undefined;
}
