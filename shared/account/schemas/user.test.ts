import { describe, expect, it } from 'vitest';
import { accountDeletionSchema, profileUpdateSchema } from './user.ts';

describe('profile rules (SPEC §5)', () => {
  const valid = {
    title: 'F',
    firstName: 'Anna',
    lastName: 'Demo',
    street: 'Strandweg 1',
    postcode: '25980',
    city: 'Sylt',
    country: 'DE',
    phone: '4946511234',
  };
  const problems = (change: Record<string, string>) => {
    const result = profileUpdateSchema.safeParse({ ...valid, ...change });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('accepts a whole profile at the limits, and normalises the title', () => {
    expect(problems({ firstName: 'a'.repeat(39) })).toEqual({});
    expect(profileUpdateSchema.parse({ ...valid, title: 'f' }).title).toBe('F');
    expect(problems({ country: 'CA' })).toEqual({});
  });

  it('refuses 40 characters, < > and quotes, control and bidi characters, letters in the phone, and empty fields', () => {
    expect(problems({ firstName: 'a'.repeat(40) })).toEqual({ firstName: 'tooLong' });
    expect(problems({ city: 'Sylt <b>' })).toEqual({ city: 'forbiddenCharacters' });
    expect(problems({ street: "O'Hara Road" })).toEqual({ street: 'forbiddenCharacters' });
    expect(problems({ firstName: 'Anna\u0000' })).toEqual({ firstName: 'forbiddenCharacters' });
    expect(problems({ lastName: 'Demo\u202E' })).toEqual({ lastName: 'forbiddenCharacters' });
    expect(problems({ lastName: '\u2067Demo\u2069' })).toEqual({ lastName: 'forbiddenCharacters' });
    expect(problems({ phone: '+49 4651 ask for Anna' })).toEqual({ phone: 'invalidPhone' });
    expect(problems({ lastName: '' })).toEqual({ lastName: 'required' });
    expect(problems({ country: 'Germany' })).toEqual({ country: 'required' });
    expect(problems({ country: 'QQ' })).toEqual({ country: 'required' });
  });
});

describe('account deletion survey (SPEC §1, §9)', () => {
  it('takes no answer, some of the four reasons, and a comment under 500 characters', () => {
    expect(accountDeletionSchema.parse({})).toEqual({ reasons: [], comment: '' });
    expect(accountDeletionSchema.safeParse({ reasons: ['privacy'], comment: 'c'.repeat(499) }).success).toBe(
      true,
    );
    expect(accountDeletionSchema.safeParse({ comment: 'c'.repeat(500) }).success).toBe(false);
    expect(accountDeletionSchema.safeParse({ reasons: ['bored'] }).success).toBe(false);
  });
});
