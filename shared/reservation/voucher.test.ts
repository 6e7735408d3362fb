import { describe, expect, it } from 'vitest';
import { hasVoucher } from './voucher.ts';

describe('voucher rule (SPEC §4)', () => {
  const voucher = [{ name: 'invoice' }, { name: 'voucher' }];
  it.each([
    ['OK', voucher, true],
    ['RQ', voucher, true],
    ['XX', voucher, false],
    ['CA', voucher, false],
    ['OK', [{ name: 'invoice' }], false],
    ['OK', [], false],
  ])('state %s with %j: %s', (state, documents, expected) => {
    expect(hasVoucher({ state, documents })).toBe(expected);
  });
});
