import { use } from 'react';
import type { CountryRules } from '../../../../shared/precheckin/countryRules/countryRules.ts';

/**
 * Each destination's registration rules, loaded for the pre-check-in that needs them: a guest
 * of an Austrian house never loads Spain's. (shared/precheckin/countryRules/rulesFor.ts is the
 * same table, loaded whole, for the service and the worker; countryRulesOnDemand.test.ts keeps the
 * two alike.)
 */
export const RULES_ON_DEMAND: Record<string, () => Promise<CountryRules>> = {
  ES: () => import('../../../../shared/precheckin/countryRules/es.ts').then((module) => module.spain),
  IT: () => import('../../../../shared/precheckin/countryRules/it.ts').then((module) => module.italy),
  DE: () => import('../../../../shared/precheckin/countryRules/de.ts').then((module) => module.germany),
  AT: () => import('../../../../shared/precheckin/countryRules/at.ts').then((module) => module.austria),
  FR: () => import('../../../../shared/precheckin/countryRules/fr.ts').then((module) => module.france),
  PT: () => import('../../../../shared/precheckin/countryRules/pt.ts').then((module) => module.portugal),
  HR: () => import('../../../../shared/precheckin/countryRules/hr.ts').then((module) => module.croatia),
};
const otherwise = () =>
  import('../../../../shared/precheckin/countryRules/default.ts').then((module) => module.defaultRules);

/** One promise a country, so that `use` finds it settled once it has been. */
const loading = new Map<string, Promise<CountryRules>>();

export function rulesLoaded(country: string): Promise<CountryRules> {
  let rules = loading.get(country);
  if (!rules) {
    rules = (Object.hasOwn(RULES_ON_DEMAND, country) ? RULES_ON_DEMAND[country]! : otherwise)();
    // A failed load (a lost connection) is tried again by the next render that asks.
    rules.catch(() => loading.delete(country));
    loading.set(country, rules);
  }
  return rules;
}

/** The rules of the house's country (ISO 3166 code); the component waits for them the first time. */
export function useCountryRules(country: string): CountryRules {
  return use(rulesLoaded(country));
}
