import { describe, expect, it } from 'vitest';
import { formatCountry } from './formatCountry.ts';

describe('money, dates and countries in the page’s language', () => {
  it('shows a country that is no code as it came', () => {
    expect(formatCountry('Narnia', 'en')).toBe('Narnia');
    expect(formatCountry('gb', 'de')).toBe('Vereinigtes Königreich');
  });
});
