// PNG files made to measure for the tests of the service's signature checks (sandbox/webcc/signatureImage.ts):
// a signature's ink or none, odd sizes and colour types, extra chunks, a broken CRC.

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const u32 = (value: number) => [
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
];

/** One chunk: its length, type, data and CRC. */
export function chunk(type: string, data: Uint8Array | number[]): Uint8Array {
  const body = new Uint8Array([...type].map((char) => char.charCodeAt(0)).concat([...data]));
  return new Uint8Array([...u32(data.length), ...body, ...u32(crc32(body))]);
}

export const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export const dataUrl = (bytes: Uint8Array) => `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;

export const join = (...parts: (Uint8Array | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => [...part]));

type Rgba = [number, number, number, number];

/**
 * An 8-bit RGBA PNG (as a canvas writes it) of `width` × `height`, each pixel `paint(x, y)`;
 * `before`/`after` chunks go before the IDAT and after IEND.
 */
export async function pngBytes({
  width,
  height,
  paint,
  before = [],
  after = [],
}: {
  width: number;
  height: number;
  paint: (x: number, y: number) => Rgba;
  before?: Uint8Array[];
  after?: (Uint8Array | number[])[];
}): Promise<Uint8Array> {
  const raw: number[] = [];
  for (let y = 0; y < height; y += 1) {
    raw.push(0);
    for (let x = 0; x < width; x += 1) raw.push(...paint(x, y));
  }
  const header = [...u32(width), ...u32(height), 8, 6, 0, 0, 0];
  return join(
    PNG_MAGIC,
    chunk('IHDR', header),
    ...before,
    chunk('IDAT', await deflate(new Uint8Array(raw))),
    chunk('IEND', []),
    ...after,
  );
}

const CLEAR: Rgba = [0, 0, 0, 0];
const INK: Rgba = [0x1a, 0x1a, 0x2e, 255];

/** A zigzag stroke three pixels thick across most of a transparent pad: a signature's ink. */
export const zigzag =
  (width: number, height: number) =>
  (x: number, y: number): Rgba => {
    if (x < width / 10 || x > (width * 9) / 10) return CLEAR;
    const period = width / 5;
    const phase = (x % period) / period;
    const line = height * (0.2 + 0.6 * (phase < 0.5 ? phase * 2 : 2 - phase * 2));
    return Math.abs(y - line) <= 1.5 ? INK : CLEAR;
  };

/** Nothing drawn: every pixel `colour`. */
export const blank =
  (colour: Rgba = CLEAR) =>
  (): Rgba =>
    colour;

/** A few pixels of ink: a tap on the pad. */
export const dot =
  (cx: number, cy: number) =>
  (x: number, y: number): Rgba =>
    Math.hypot(x - cx, y - cy) <= 2 ? INK : CLEAR;
