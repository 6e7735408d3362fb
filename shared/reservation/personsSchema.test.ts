import { describe, expect, it } from 'vitest';
import { personsSchema } from './personsSchema.ts';

describe('guest limits (SPEC §5)', () => {
  it('takes whole, non-negative counts only', () => {
    expect(personsSchema.safeParse({ adults: 2, children: 0, babies: 0 }).success).toBe(true);
    expect(personsSchema.safeParse({ adults: -1, children: 0, babies: 0 }).success).toBe(false);
    expect(personsSchema.safeParse({ adults: 1.5, children: 0, babies: 0 }).success).toBe(false);
    expect(personsSchema.safeParse({ adults: 2, children: 0, babies: 5 }).success).toBe(false);
  });
});
