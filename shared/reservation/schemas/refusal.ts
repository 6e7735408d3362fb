import * as z from 'zod/mini';

/** What a service answers when it refuses a call: an error id and, for bad input, a message per field. */
export const refusalSchema = z.object({
  error: z.optional(z.string()),
  /** guestworld-api names its error `code`. */
  code: z.optional(z.string()),
  fields: z._default(z.record(z.string(), z.string()), {}),
});

export type Refusal = z.output<typeof refusalSchema>;
