import { describe, expect, it } from 'vitest';
import { pictureSize } from './pictureSize.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Blob([
    Uint8Array.from(
      parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
    ),
  ]);
const u32 = (value: number) => [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
const u16 = (value: number) => [value >>> 8, value & 255];

describe("a picture's size from its file's header, before it is decoded", () => {
  it('reads a PNG, however large it says it is', async () => {
    const png = bytes(
      [0x89],
      'PNG',
      [13, 10, 26, 10],
      u32(13),
      'IHDR',
      u32(40000),
      u32(40000),
      [8, 6, 0, 0, 0],
    );
    expect(await pictureSize(png)).toEqual({ width: 40000, height: 40000 });
  });

  it("reads a JPEG's frame header past its EXIF segment", async () => {
    const exif = [0xff, 0xe1, ...u16(2 + 6), ...'Exif\0\0'.split('').map((c) => c.charCodeAt(0))];
    const frame = [0xff, 0xc0, ...u16(17), 8, ...u16(3024), ...u16(4032), 3];
    expect(await pictureSize(bytes([0xff, 0xd8], exif, frame))).toEqual({ width: 4032, height: 3024 });
  });

  it('reads a GIF and a WebP', async () => {
    expect(await pictureSize(bytes('GIF89a', [0x40, 0x01, 0xf0, 0x00]))).toEqual({ width: 320, height: 240 });
    const vp8x = bytes(
      'RIFF',
      [0, 0, 0, 0],
      'WEBP',
      'VP8X',
      [10, 0, 0, 0],
      [0, 0, 0, 0],
      [0x7f, 0x0c, 0x00],
      [0xbf, 0x0f, 0x00],
    );
    expect(await pictureSize(vp8x)).toEqual({ width: 3200, height: 4032 });
  });

  it('knows nothing of other files: the browser opens or refuses them', async () => {
    expect(await pictureSize(bytes('not a picture at all, just some words'))).toBeUndefined();
    expect(await pictureSize(bytes([0xff, 0xd8, 0x00, 0x00]))).toBeUndefined();
  });
});
