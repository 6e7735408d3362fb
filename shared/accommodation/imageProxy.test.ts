import { describe, expect, it } from 'vitest';
import { imageUrl, pictureSources, readModifiers } from './imageProxy.ts';
import { imageModifiersSchema } from './imageModifiers.ts';

describe('image URL builder (SPEC §7)', () => {
  it('writes the modifiers in a fixed order, key_value, comma-joined', () => {
    expect(
      imageUrl('IT3020.100.1/1.svg', { w: 320, f: 'webp', b: 'fff', h: 200, q: 80, fit: 'cover', s: '1x1' }),
    ).toBe('/img/f_webp,fit_cover,w_320,h_200,s_1x1,q_80,b_fff/IT3020.100.1/1.svg');
  });

  it('writes `_` when no modifier is asked for, and drops a leading slash of the path', () => {
    expect(imageUrl('/a/1.svg', {})).toBe('/img/_/a/1.svg');
  });

  it('reads back what it writes', () => {
    const url = imageUrl('a/1.svg', { f: 'webp', fit: 'cover', w: 320, h: 200, q: 75 });
    const segment = url.split('/')[2]!;
    expect(imageModifiersSchema.parse(readModifiers(segment))).toEqual({
      f: 'webp',
      fit: 'cover',
      w: 320,
      h: 200,
      q: 75,
    });
  });

  it('offers densities 1 and 2 in webp at the picture’s own ratio (SPEC §9)', () => {
    const sources = pictureSources('a/1.svg', { width: 1200, height: 800 }, 320);
    expect(sources).toEqual({
      src: '/img/f_webp,fit_cover,w_320,h_213/a/1.svg',
      srcSet: '/img/f_webp,fit_cover,w_320,h_213/a/1.svg 1x, /img/f_webp,fit_cover,w_640,h_426/a/1.svg 2x',
      width: 320,
      height: 213,
    });
  });
});

describe('image modifiers', () => {
  it('notes a modifier given twice, so that it is refused', () => {
    expect(readModifiers('w_1,w_2')).toEqual({ w: '1', 'w (twice)': '2' });
    expect(imageModifiersSchema.safeParse(readModifiers('w_1,w_2')).success).toBe(false);
  });
});
