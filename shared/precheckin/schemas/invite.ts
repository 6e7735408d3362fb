import * as z from 'zod/mini';
import { PAX_CATEGORIES, TRAVELLER_FIELDS } from '../precheckin.ts';
import { storedSignatureSchema } from '../signature.ts';

/**
 * What an invited fellow traveller's link opens. Their own entry and nothing of anyone
 * else's: the stay's dates and place, the fields their layout asks for, the house's country (ISO
 * code) whose registration law says which of those this traveller is asked, the age group booked
 * for them, what they saved and their signature where the law asks for one. `closed` says why the
 * entry takes no more changes: the arrival day has come, or the main guest has confirmed the
 * pre-check-in.
 */
export const inviteViewSchema = z.object({
  number: z.number(),
  stay: z.object({
    checkin: z.string(),
    checkout: z.string(),
    accommodation: z.object({ name: z.string(), place: z.string() }),
  }),
  layout: z.array(z.enum(TRAVELLER_FIELDS)),
  country: z.string(),
  slot: z.nullable(z.object({ category: z.enum(PAX_CATEGORIES), from: z.number(), to: z.number() })),
  traveller: z.nullable(z.partialRecord(z.enum(TRAVELLER_FIELDS), z.string())),
  signature: z.optional(storedSignatureSchema),
  savedAt: z.nullable(z.string()),
  closed: z.nullable(z.enum(['arrived', 'completed'])),
});

export type InviteView = z.infer<typeof inviteViewSchema>;
