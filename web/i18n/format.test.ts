import { describe, expect, it } from 'vitest';
import { formatDay } from './formatDay.ts';
import { formatMoney, formatMoneyChange } from './formatMoney.ts';
import { formatCountry } from './formatCountry.ts';

// Intl puts a no-break space between a German amount and its currency.
const NBSP = '\u00a0';

describe('money, dates and countries in the page’s language', () => {
  it.each([
    ['en', '€1,109.00', `CHF${NBSP}1,109.00`, 'January 6, 2027', 'United Kingdom'],
    ['de', `1.109,00${NBSP}€`, `1.109,00${NBSP}CHF`, '6. Januar 2027', 'Vereinigtes Königreich'],
  ] as const)('%s', (lang, euros, francs, day, country) => {
    expect(formatMoney(110_900, 'EUR', lang)).toBe(euros);
    expect(formatMoney(110_900, 'CHF', lang)).toBe(francs);
    expect(formatDay('2027-01-06', lang)).toBe(day);
    expect(formatCountry('GB', lang)).toBe(country);
  });

  it('writes a day again the same, in each language', () => {
    for (let i = 0; i < 3; i += 1) {
      expect(formatDay('2027-01-06', 'en')).toBe('January 6, 2027');
      expect(formatDay('2027-01-06', 'de')).toBe('6. Januar 2027');
    }
  });

  it('shows a country that is no code as it came', () => {
    expect(formatCountry('Narnia', 'en')).toBe('Narnia');
    expect(formatCountry('gb', 'de')).toBe('Vereinigtes Königreich');
  });

  it('signs a difference', () => {
    expect(formatMoneyChange(1_200, 'EUR', 'en')).toBe('+€12.00');
    expect(formatMoneyChange(-1_200, 'EUR', 'de')).toBe(`−12,00${NBSP}€`);
    expect(formatMoneyChange(0, 'EUR', 'en')).toBe('€0.00');
  });
});
