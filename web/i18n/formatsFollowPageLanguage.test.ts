import { describe, expect, it } from 'vitest';
import { formatDay } from './formatDay.ts';
import { formatMoney } from './formatMoney.ts';
import { formatCountry } from './formatCountry.ts';

// One property of formatMoney, formatDay and formatCountry together, in one table: each writes in
// the page's language.

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
});
