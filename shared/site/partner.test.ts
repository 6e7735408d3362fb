import { describe, expect, it } from 'vitest';
import { parsePartnerParam, retailerMode } from './partner.ts';

describe('partner parameter (SPEC §5)', () => {
  it.each([
    ['P1234', { id: 'P1234', extra: null }],
    ['P1234&summer', { id: 'P1234', extra: 'summer' }],
    ['P1234&', { id: 'P1234', extra: null }],
    ['', null],
    [null, null],
    ['<script>', null],
    ['&extra', null],
  ])('%j is %j', (value, expected) => {
    expect(parsePartnerParam(value)).toEqual(expected);
  });
});

describe('retailer mode (SPEC §6)', () => {
  it('is T1 with both id and jwt, otherwise 06', () => {
    expect(retailerMode({ id: 'P1', hasJwt: true })).toBe('T1');
    expect(retailerMode({ id: 'P1', hasJwt: false })).toBe('06');
    expect(retailerMode({ id: '', hasJwt: true })).toBe('06');
    expect(retailerMode(null)).toBe('06');
  });
});
