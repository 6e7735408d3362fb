import { describe, expect, it } from 'vitest';
import { reusedFormat } from './reusedFormat.ts';

describe('reusedFormat', () => {
  it('makes one formatter per set of arguments and hands the same one back', () => {
    let made = 0;
    const money = reusedFormat((lang: string, currency: string) => {
      made += 1;
      return new Intl.NumberFormat(lang, { style: 'currency', currency });
    });
    expect(money('de', 'EUR')).toBe(money('de', 'EUR'));
    expect(money('de', 'EUR')).not.toBe(money('en', 'EUR'));
    expect(money('en', 'CHF').format(12)).toBe('CHF\u00a012.00');
    expect(made).toBe(3);
  });
});
