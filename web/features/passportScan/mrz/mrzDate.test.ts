import { describe, expect, it } from 'vitest';
import { mrzDate } from './mrzDate.ts';

describe('two-digit years of the zone', () => {
  it('puts a birth in the past, in the latest century that allows it', () => {
    expect(mrzDate('740812', 'birth', '2026-05-10')).toBe('1974-08-12');
    expect(mrzDate('200101', 'birth', '2026-05-10')).toBe('2020-01-01');
    expect(mrzDate('260510', 'birth', '2026-05-10')).toBe('2026-05-10');
    expect(mrzDate('260511', 'birth', '2026-05-10')).toBe('1926-05-11');
    expect(mrzDate('991231', 'birth', '2001-01-01')).toBe('1999-12-31');
  });

  it('puts an expiry within 50 years of today, either way', () => {
    expect(mrzDate('120415', 'expiry', '2026-05-10')).toBe('2012-04-15');
    expect(mrzDate('360101', 'expiry', '2026-05-10')).toBe('2036-01-01');
    expect(mrzDate('760101', 'expiry', '2026-05-10')).toBe('2076-01-01');
    expect(mrzDate('991231', 'expiry', '2026-05-10')).toBe('1999-12-31');
    expect(mrzDate('050101', 'expiry', '2098-06-01')).toBe('2105-01-01');
  });

  it('refuses days that do not exist and unknown parts', () => {
    expect(mrzDate('740230', 'birth', '2026-05-10')).toBeUndefined();
    expect(mrzDate('7408<<', 'birth', '2026-05-10')).toBeUndefined();
  });
});
