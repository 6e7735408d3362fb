import type { CountryRules } from './countryRules.ts';
import { spain } from './es.ts';
import { italy } from './it.ts';
import { germany } from './de.ts';
import { austria } from './at.ts';
import { france } from './fr.ts';
import { portugal } from './pt.ts';
import { croatia } from './hr.ts';
import { defaultRules } from './default.ts';

/** The countries with rules of their own, by ISO 3166 code. */
export const RULES_BY_COUNTRY: Record<string, CountryRules> = Object.fromEntries(
  [spain, italy, germany, austria, france, portugal, croatia].map((rules) => [rules.country, rules]),
);

/** The registration rules of the accommodation's country (ISO 3166 code). */
export function rulesFor(country: string): CountryRules {
  return Object.hasOwn(RULES_BY_COUNTRY, country) ? RULES_BY_COUNTRY[country]! : defaultRules;
}
