import { describe, expect, it } from 'vitest';
import { pageCount } from './pagination.ts';

describe('page count (SPEC §9)', () => {
  it('is hits / 10 rounded up', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(95, 10)).toBe(10);
  });
});
