import { describe, expect, it } from 'vitest';
import { WISHLIST_ERROR_CODES, wishlistErrorCode, wishlistFormSchema } from './wishlist.ts';

describe('wishlist name (SPEC §5)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['x'.repeat(40), 'tooLong'],
    ['a < b', 'forbiddenCharacters'],
    ['a > b', 'forbiddenCharacters'],
    ["Anna's", 'forbiddenCharacters'],
  ])('refuses %j: %s', (name, message) => {
    const parsed = wishlistFormSchema.safeParse({ name });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('accepts a name under 40 characters, trimmed', () => {
    expect(wishlistFormSchema.parse({ name: ` ${'x'.repeat(39)} ` })).toEqual({ name: 'x'.repeat(39) });
  });
});

describe('wishlist error codes (SPEC §8)', () => {
  it('keeps every code the service names, and calls anything else generic', () => {
    for (const code of WISHLIST_ERROR_CODES) expect(wishlistErrorCode(code)).toBe(code);
    expect(wishlistErrorCode('internal_error')).toBe('generic');
    expect(wishlistErrorCode(undefined)).toBe('generic');
  });
});
