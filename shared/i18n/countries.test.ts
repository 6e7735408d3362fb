import { describe, expect, it } from 'vitest';
import { all } from 'iso-3166-1';
import { COUNTRY_CODES, isCountryCode } from './countries.ts';

describe('the countries a guest can choose', () => {
  it('are every ISO 3166-1 alpha-2 code, each once, in order', () => {
    const iso = all()
      .map((country) => country.alpha2)
      .sort();
    expect(COUNTRY_CODES).toEqual(iso);
    expect(COUNTRY_CODES).toHaveLength(249);
  });

  it('take a country’s code and refuse what is none', () => {
    for (const code of ['FI', 'BR', 'PT', 'HR', 'GR', 'CA', 'AX', 'ZW'])
      expect(isCountryCode(code)).toBe(true);
    // Kosovo's XK is the EU's, not ISO's; EU, UK and ZZ are no countries' codes; codes go in capitals.
    for (const value of ['XK', 'EU', 'UK', 'ZZ', 'fi', 'FIN', 'F', '', 'Finland'])
      expect(isCountryCode(value)).toBe(false);
  });
});
