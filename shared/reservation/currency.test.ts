import { describe, expect, it } from 'vitest';
import { defaultCurrency } from './currency.ts';

describe('default currency (SPEC §3, §9)', () => {
  it('is the first listed, else EUR', () => {
    expect(defaultCurrency(['CHF', 'EUR'])).toBe('CHF');
    expect(defaultCurrency([])).toBe('EUR');
    expect(defaultCurrency(undefined)).toBe('EUR');
  });
});
