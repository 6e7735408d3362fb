import * as z from 'zod/mini';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const accommodationSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  place: z.string(),
  country: z.string(),
  maxGuests: z.number(),
  image: z.optional(z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() })),
});

export const reservationSchema = z.object({
  token: z.string(),
  number: z.string(),
  accommodationCode: z.string(),
  accommodation: accommodationSummarySchema,
  checkin: isoDate,
  checkout: isoDate,
  duration: z.number(),
  language: z.string(),
  state: z.string(),
  documents: z.array(z.object({ name: z.string() })),
  insertDate: z.string(),
  partnerid: z.nullable(z.string()),
});

export type Reservation = z.infer<typeof reservationSchema>;
