import type { Stay } from '../precheckin.ts';
import type { CountryRules } from './countryRules.ts';

/** The day the registration is deleted: its country's period after arrival or departure. */
export function deletionDay(rules: CountryRules, stay: Stay): string {
  const { years = 0, months = 0, days = 0, from } = rules.retention;
  const day = new Date(`${stay[from]}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() + years, day.getUTCMonth() + months, day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
