import { describe, expect, it } from 'vitest';
import { RULES_BY_COUNTRY, rulesFor } from '../../../../shared/precheckin/countryRules/rulesFor.ts';
import { RULES_ON_DEMAND, rulesLoaded } from './countryRulesOnDemand.ts';

// The portal loads each country's rules on demand; the service and the worker read the whole
// table. Both must hold the same countries, each with the same rules.
describe('country rules loaded on demand', () => {
  it('has the countries the whole table has', () => {
    expect(Object.keys(RULES_ON_DEMAND).sort()).toEqual(Object.keys(RULES_BY_COUNTRY).sort());
  });

  it.each(Object.keys(RULES_BY_COUNTRY))('loads the rules of %s the whole table gives', async (country) => {
    expect(await rulesLoaded(country)).toEqual(rulesFor(country));
  });

  it('loads the default rules for a country without its own', async () => {
    expect(await rulesLoaded('FI')).toEqual(rulesFor('FI'));
  });
});
