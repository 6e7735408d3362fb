import { describe, expect, it } from 'vitest';
import { NEW_WISHLIST } from '../wishlistErrors.ts';
import {
  WISHLIST_ERROR_CODES,
  wishlistChoiceSchema,
  wishlistErrorCode,
  wishlistFormSchema,
} from './wishlist.ts';

describe('wishlist name (SPEC §5)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['x'.repeat(40), 'tooLong'],
    ['a < b', 'forbiddenCharacters'],
    ['a > b', 'forbiddenCharacters'],
    ["Anna's", 'forbiddenCharacters'],
    ['Sylt\u0000', 'forbiddenCharacters'],
    ['Sylt\u001B[31m', 'forbiddenCharacters'],
    ['\u202ESylt', 'forbiddenCharacters'],
    ['Sylt\u2068', 'forbiddenCharacters'],
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

describe('choosing a wishlist to save to', () => {
  it('takes an existing wishlist by id, whatever the name field holds', () => {
    expect(wishlistChoiceSchema.safeParse({ choice: 'some-id', name: '' }).success).toBe(true);
  });

  it('holds a new wishlist’s name to SPEC §5', () => {
    const parsed = wishlistChoiceSchema.safeParse({ choice: NEW_WISHLIST, name: "it's" });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['name'], message: 'forbiddenCharacters' });
    expect(wishlistChoiceSchema.safeParse({ choice: NEW_WISHLIST, name: '' }).error?.issues[0]?.message).toBe(
      'required',
    );
    expect(wishlistChoiceSchema.safeParse({ choice: NEW_WISHLIST, name: 'Coast' }).success).toBe(true);
  });
});
