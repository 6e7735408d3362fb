import { describe, expect, it } from 'vitest';
import { readSignatureImage } from './signatureImage.ts';
import { DEMO_SIGNATURE_IMAGE } from '../seed/demoSignature.ts';
import { blank, chunk, dataUrl, dot, join, PNG_MAGIC, pngBytes, zigzag } from '../../entry/test/png.ts';

const pad = { width: 240, height: 72 };
const signed = () => pngBytes({ ...pad, paint: zigzag(pad.width, pad.height) });
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe("the service's reading of a signature's picture", () => {
  it('takes a drawn signature, the demo’s too, and keeps it as sent', async () => {
    const drawn = dataUrl(await signed());
    expect(await readSignatureImage(drawn)).toEqual({ image: drawn });
    expect(await readSignatureImage(DEMO_SIGNATURE_IMAGE)).toEqual({ image: DEMO_SIGNATURE_IMAGE });
  });

  it('takes dark ink on an opaque white pad as well', async () => {
    const white = (x: number, y: number) => {
      const ink = zigzag(pad.width, pad.height)(x, y);
      return ink[3] ? ink : ([255, 255, 255, 255] as [number, number, number, number]);
    };
    expect(await readSignatureImage(dataUrl(await pngBytes({ ...pad, paint: white })))).toHaveProperty(
      'image',
    );
  });

  it.each([
    ['the magic bytes alone', async () => dataUrl(new Uint8Array(PNG_MAGIC)), 'badChunk'],
    [
      'the magic bytes followed by SVG',
      async () =>
        dataUrl(
          join(PNG_MAGIC, ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
        ),
      'badChunk',
    ],
    [
      'other bytes under a PNG label',
      async () => dataUrl(new Uint8Array(ascii('GIF89a-not-a-png'))),
      'notPng',
    ],
    [
      'the smallest PNG: 1×1 and transparent',
      async () =>
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'badSize',
    ],
    ['a pad with nothing drawn', async () => dataUrl(await pngBytes({ ...pad, paint: blank() })), 'noInk'],
    [
      'a pad all black',
      async () => dataUrl(await pngBytes({ ...pad, paint: blank([0, 0, 0, 255]) })),
      'noInk',
    ],
    ['a tap', async () => dataUrl(await pngBytes({ ...pad, paint: dot(100, 30) })), 'noInk'],
    [
      'white ink, invisible on the record',
      async () =>
        dataUrl(
          await pngBytes({
            ...pad,
            paint: (x, y) => (zigzag(pad.width, pad.height)(x, y)[3] ? [255, 255, 255, 255] : [0, 0, 0, 0]),
          }),
        ),
      'noInk',
    ],
    [
      'a picture larger than any pad',
      async () => dataUrl(await pngBytes({ width: 4000, height: 60, paint: zigzag(4000, 60) })),
      'badSize',
    ],
    [
      'a CRC that does not match',
      async () => {
        const bytes = await signed();
        // Inside the IDAT's data: after the magic, IHDR, and the IDAT's length and type.
        bytes[45] = bytes[45]! ^ 0xff;
        return dataUrl(bytes);
      },
      'badCrc',
    ],
    [
      'a script after the end',
      async () => dataUrl(join(await signed(), ascii('<script>alert(1)</script>'))),
      'badChunk',
    ],
    [
      'a critical chunk it does not know',
      async () => {
        const bytes = await signed();
        // After IHDR (8 + 25 bytes): a made-up critical chunk.
        return dataUrl(join(bytes.subarray(0, 33), chunk('XSVG', ascii('<svg/>')), bytes.subarray(33)));
      },
      'badChunk',
    ],
    [
      'pixels that do not fill the header’s rows',
      async () => {
        const bytes = await pngBytes({ ...pad, paint: zigzag(pad.width, pad.height) });
        // The same IDAT under a header twice as tall.
        const header = chunk('IHDR', [0, 0, 0, pad.width, 0, 0, 0, pad.height * 2, 8, 6, 0, 0, 0]);
        return dataUrl(join(bytes.subarray(0, 8), header, bytes.subarray(33)));
      },
      'badPixels',
    ],
  ])('refuses %s', async (_, made, problem) => {
    expect(await readSignatureImage(await made())).toEqual({ problem });
  });

  it('keeps the picture alone: text a file carries along is dropped', async () => {
    const text = chunk('tEXt', ascii('Comment\0<svg onload="alert(1)"/>'));
    const plain = await signed();
    const carrying = join(plain.subarray(0, 33), text, plain.subarray(33));
    expect(await readSignatureImage(dataUrl(carrying))).toEqual({ image: dataUrl(plain) });
  });

  it('refuses a file larger than a signature before reading it', async () => {
    expect(await readSignatureImage(`data:image/png;base64,${'A'.repeat(200_004)}`)).toEqual({
      problem: 'tooLarge',
    });
  });
});
