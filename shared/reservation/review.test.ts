import { describe, expect, it } from 'vitest';
import { reviewFormSchema } from './review.ts';
import { REVIEW_FIELDS } from './reviewPage.ts';

const valid = { rating: 4, title: 'Lovely', notes: '', text: 'Exactly twenty chars', policy: true as const };
const problem = (change: Record<string, unknown>) => {
  const result = reviewFormSchema.safeParse({ ...valid, ...change });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('review limits (SPEC §5, §9)', () => {
  it('accepts a review at the limits', () => {
    expect(problem({})).toBeUndefined();
    expect(problem({ title: 't'.repeat(79), notes: 'n'.repeat(499) })).toBeUndefined();
  });

  it.each([
    [{ title: 't'.repeat(80) }, 'titleTooLong'],
    [{ title: '   ' }, 'titleRequired'],
    [{ notes: 'n'.repeat(500) }, 'notesTooLong'],
    [{ text: 'Nineteen characters' }, 'textTooShort'],
    [{ text: '   padded but short   ' }, 'textTooShort'],
    [{ rating: 0 }, 'ratingRequired'],
    [{ rating: 6 }, 'ratingRequired'],
    [{ policy: false }, 'policyRequired'],
  ])('refuses %j with %s', (change, message) => {
    expect(problem(change)).toBe(message);
  });
});

describe('the review form’s fields', () => {
  it('are those the page matches a refusal against', () => {
    expect(Object.keys(reviewFormSchema.shape)).toEqual([...REVIEW_FIELDS]);
  });
});
