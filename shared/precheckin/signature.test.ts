import { describe, expect, it } from 'vitest';
import { isPngImage, signatureInputSchema, validSignature } from './signature.ts';
import { inkLength, isEnoughInk } from './signatureInk.ts';

// The smallest valid PNG: 1×1, transparent.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('a signature as sent', () => {
  const valid = { method: 'drawn', image: PNG, name: 'Anna Maria Eriksson', statement: 'I confirm.' };

  it('takes a PNG data URL with the name and statement', () => {
    expect(signatureInputSchema.safeParse(valid).success).toBe(true);
    expect(isPngImage(PNG)).toBe(true);
  });

  it.each([
    ['another image type', { image: PNG.replace('image/png', 'image/svg+xml') }],
    ['script in place of base64', { image: 'data:image/png;base64,<script>' }],
    ['an empty name', { name: '' }],
    ['no statement', { statement: '' }],
    ['an unknown method', { method: 'stamped' }],
    ['an image too large', { image: `data:image/png;base64,${'A'.repeat(200_000)}` }],
  ])('refuses %s', (_, change) => {
    expect(signatureInputSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it('tells a PNG from other bytes under a PNG label', () => {
    expect(isPngImage(`data:image/png;base64,${btoa('GIF89a-not-a-png')}`)).toBe(false);
    expect(isPngImage('data:image/png;base64,!!!!')).toBe(false);
  });

  it("takes a signature only with its shape and a PNG's bytes", () => {
    expect(validSignature(valid)).toEqual(valid);
    expect(
      validSignature({ ...valid, image: `data:image/png;base64,${btoa('GIF89a-not-a-png')}` }),
    ).toBeNull();
    expect(validSignature({ ...valid, name: '' })).toBeNull();
    expect(validSignature('data:image/png;base64,iVBORw0KGgo')).toBeNull();
    expect(validSignature(undefined)).toBeNull();
  });
});

describe('ink on the pad', () => {
  it('sums the strokes', () => {
    expect(
      inkLength([
        [
          { x: 0, y: 0 },
          { x: 3, y: 4 },
        ],
        [
          { x: 10, y: 10 },
          { x: 10, y: 20 },
        ],
      ]),
    ).toBe(15);
  });

  it('asks for strokes across half the pad', () => {
    const line = (to: number) => [
      [
        { x: 0, y: 0 },
        { x: to, y: 0 },
      ],
    ];
    expect(isEnoughInk(line(149), 300)).toBe(false);
    expect(isEnoughInk(line(150), 300)).toBe(true);
    expect(isEnoughInk([[{ x: 5, y: 5 }]], 300)).toBe(false);
  });
});
