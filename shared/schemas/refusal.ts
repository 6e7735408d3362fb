import * as z from 'zod/mini';

/**
 * What a service answers when it refuses a call: an error id and, for bad input, a message per
 * field. guestworld-api names its error id `code`.
 */
export const refusalSchema = z.pipe(
  z.object({
    error: z.optional(z.string()),
    code: z.optional(z.string()),
    fields: z._default(z.record(z.string(), z.string()), {}),
  }),
  z.transform(({ error, code, fields }) => ({ error: error ?? code, fields })),
);

export type Refusal = z.output<typeof refusalSchema>;
