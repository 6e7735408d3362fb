import { describe, expect, it } from 'vitest';
import { hasVoucher, offeredDocuments } from './voucher.ts';

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

describe('the documents a guest is offered (issue 34 point 2)', () => {
  const documents = [{ name: 'invoice' }, { name: 'voucher' }, { name: 'insurance' }];
  it.each([
    ['OK', ['invoice', 'voucher', 'insurance']],
    ['OP', ['invoice', 'voucher', 'insurance']],
    ['XX', ['invoice', 'insurance']],
    ['CA', ['invoice', 'insurance']],
  ])('state %s: %j', (state, expected) => {
    expect(offeredDocuments({ state, documents }).map((document) => document.name)).toEqual(expected);
  });
});
