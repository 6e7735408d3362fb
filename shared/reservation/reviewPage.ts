// What a review page needs without zod: the page size and the form's limits and fields (the form's
// schema, shared/reservation/review.ts, is loaded with its first check).

/** Reviews are read a page at a time (SPEC §7 reviews API). */
export const REVIEW_PAGE_SIZE = 10;

export const REVIEW_LIMITS = { titleMax: 79, notesMax: 499, textMin: 20, textMax: 4000 } as const;

/** The review form's fields, as the reviews API names them in a refusal. */
export const REVIEW_FIELDS = ['rating', 'title', 'notes', 'text', 'policy'] as const;
