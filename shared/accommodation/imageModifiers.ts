import * as z from 'zod/mini';

// What the image proxy accepts (shared/accommodation/imageProxy.ts), apart from the URLs a page builds so that a
// page showing pictures loads no zod; the worker and the sandbox check requests with these.

const FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
const FITS = ['cover', 'contain', 'inside'] as const;
const MAX_SIDE = 4096;

const side = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,3}$/, 'a whole number of pixels')),
  z.pipe(z.transform(Number), z.number().check(z.lte(MAX_SIDE))),
);

/** The modifiers the proxy accepts; anything else is the caller's mistake (400), never a 500. */
export const imageModifiersSchema = z.strictObject({
  /** Format. */
  f: z.optional(z.enum(FORMATS)),
  fit: z.optional(z.enum(FITS)),
  w: z.optional(side),
  h: z.optional(side),
  /** Size: width and height at once, `320x200`, each side capped as `w` and `h` are. */
  s: z.optional(
    z.string().check(
      z.regex(/^[1-9]\d{0,3}x[1-9]\d{0,3}$/, 'WIDTHxHEIGHT'),
      z.refine((size) => size.split('x').every((n) => Number(n) <= MAX_SIDE), `sides of at most ${MAX_SIDE}`),
    ),
  ),
  /** Quality, 1 to 100. */
  q: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/, 'a whole number')),
      z.pipe(z.transform(Number), z.number().check(z.gte(1), z.lte(100))),
    ),
  ),
  /** Background behind a contained picture: a hex colour without '#'. */
  b: z.optional(z.string().check(z.regex(/^([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'a hex colour'))),
});

export type ImageModifiers = z.infer<typeof imageModifiersSchema>;

/** A picture's path at the provider's picture host: plain segments, no way out of it. */
export const picturePathSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/, 'a picture path'));
