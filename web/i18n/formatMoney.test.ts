import { describe, expect, it } from 'vitest';
import { formatMoneyChange } from './formatMoney.ts';

// Intl puts a no-break space between a German amount and its currency.
const NBSP = '\u00a0';

describe('money, dates and countries in the page’s language', () => {
  it('signs a difference', () => {
    expect(formatMoneyChange(1_200, 'EUR', 'en')).toBe('+€12.00');
    expect(formatMoneyChange(-1_200, 'EUR', 'de')).toBe(`−12,00${NBSP}€`);
    expect(formatMoneyChange(0, 'EUR', 'en')).toBe('€0.00');
  });
});
