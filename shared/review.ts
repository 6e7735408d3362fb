import * as z from 'zod/mini';

/** SPEC §5, §9: title under 80, notes under 500, text at least 20 characters, policy accepted. */
export const REVIEW_LIMITS = { titleMax: 79, notesMax: 499, textMin: 20, textMax: 4000 } as const;

export const reviewFormSchema = z.object({
  rating: z.number().check(z.int(), z.gte(1, 'ratingRequired'), z.lte(5, 'ratingRequired')),
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'titleRequired'), z.maxLength(REVIEW_LIMITS.titleMax, 'titleTooLong')),
  notes: z.string().check(z.maxLength(REVIEW_LIMITS.notesMax, 'notesTooLong')),
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(REVIEW_LIMITS.textMin, 'textTooShort'),
      z.maxLength(REVIEW_LIMITS.textMax, 'textTooLong'),
    ),
  policy: z.literal(true, 'policyRequired'),
});

export type ReviewForm = z.infer<typeof reviewFormSchema>;
