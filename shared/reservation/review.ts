import * as z from 'zod/mini';
import { REVIEW_LIMITS } from './reviewPage.ts';

/** SPEC §5, §9: title under 80, notes under 500, text at least 20 characters, policy accepted. */
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
