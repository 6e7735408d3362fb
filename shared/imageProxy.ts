import * as z from 'zod/mini';

/**
 * SPEC §7 image proxy: every accommodation picture is asked for as
 * `/img/{modifiers}/{picture path}`, the modifiers written `key_value` and joined by commas
 * (`f_webp,w_320,h_200,fit_cover`), as the portal's image proxy always read them. The worker
 * resizes through Cloudflare in production; locally the sandbox answers with the original.
 */
export const IMAGE_PROXY_PREFIX = '/img';

/** Where webcc-api keeps the originals, `{code}/{n}.svg` under it; the sandbox draws them locally. */
export const PICTURES_PATH = '/v1/pictures';

/** SPEC §9: pictures in webp, for densities 1 and 2. */
const IMAGE_FORMAT = 'webp';

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
  /** Size: width and height at once, `320x200`. */
  s: z.optional(z.string().check(z.regex(/^[1-9]\d{0,3}x[1-9]\d{0,3}$/, 'WIDTHxHEIGHT'))),
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

/** `w_320,f_webp` → `{ w: '320', f: 'webp' }`; a modifier named twice or without a value is kept as given. */
export function readModifiers(segment: string): Record<string, string> {
  const modifiers: Record<string, string> = {};
  if (segment === '_') return modifiers;
  for (const part of segment.split(',')) {
    const cut = part.indexOf('_');
    const key = cut < 0 ? part : part.slice(0, cut);
    modifiers[key in modifiers ? `${key} (twice)` : key] = cut < 0 ? '' : part.slice(cut + 1);
  }
  return modifiers;
}

/** The proxy URL of a picture with the given modifiers, in a fixed order so caches share it. */
export function imageUrl(
  path: string,
  modifiers: Partial<Record<keyof ImageModifiers, string | number>>,
): string {
  const order: (keyof ImageModifiers)[] = ['f', 'fit', 'w', 'h', 's', 'q', 'b'];
  const parts = order.flatMap((key) => (modifiers[key] === undefined ? [] : [`${key}_${modifiers[key]}`]));
  return `${IMAGE_PROXY_PREFIX}/${parts.length ? parts.join(',') : '_'}/${path.replace(/^\/+/, '')}`;
}

/** The widths a picture is offered in for a slot of `slotWidth` CSS pixels: densities 1 and 2 (SPEC §9). */
const DENSITIES = [1, 2] as const;

/**
 * `src`, `srcset` and the height of a picture drawn `slotWidth` wide at the picture's own ratio:
 * the sources differ only in width, so the layout never waits for the file (no shift).
 */
export function pictureSources(
  path: string,
  picture: { width: number; height: number },
  slotWidth: number,
): { src: string; srcSet: string; width: number; height: number } {
  const height = Math.round((slotWidth * picture.height) / picture.width);
  const at = (density: number) =>
    imageUrl(path, { f: IMAGE_FORMAT, fit: 'cover', w: slotWidth * density, h: height * density });
  return {
    src: at(1),
    srcSet: DENSITIES.map((density) => `${at(density)} ${density}x`).join(', '),
    width: slotWidth,
    height,
  };
}
