import * as z from 'zod/mini';
import { accommodationSummarySchema } from '../../reservation/schemas/reservation.ts';

/** SPEC §3 image meta: a picture at the provider's picture host, with its own width and height. */
const pictureSchema = z.object({
  path: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
});
export type Picture = z.infer<typeof pictureSchema>;

/** `GET /webcc-api/v1/accommodations/:code/:language`: the house, as a card shows it. */
export const accommodationSchema = z.extend(accommodationSummarySchema, {
  pictures: z._default(z.array(pictureSchema), []),
});
export type Accommodation = z.infer<typeof accommodationSchema>;
