import type { ImageModifiers } from './imageModifiers.ts';

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

/** `w_320,f_webp` → `{ w: '320', f: 'webp' }`; a modifier named twice or without a value is kept as given. */
export function readModifiers(segment: string): Record<string, string> {
  const modifiers: Record<string, string> = {};
  if (segment === '_') return modifiers;
  for (const part of segment.split(',')) {
    const cut = part.indexOf('_');
    const key = cut < 0 ? part : part.slice(0, cut);
    modifiers[Object.hasOwn(modifiers, key) ? `${key} (twice)` : key] = cut < 0 ? '' : part.slice(cut + 1);
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
