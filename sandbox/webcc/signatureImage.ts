import { SIGNATURE_IMAGE_MAX_CHARS } from '../../shared/precheckin/signature.ts';

/**
 * The registration's record keeps a signature as a picture, so the service reads the PNG it is sent
 * rather than trusting its first bytes: the chunks and their CRCs, the header, the pixels (IDAT
 * inflated and unfiltered), within bounds of bytes and size a signature pad never comes near, and
 * enough ink on it to be a signature. What is kept is the picture alone: the chunks that describe
 * its pixels, without text, profiles or anything else a file may carry along.
 */

/**
 * Sizes in pixels: the pad sends at most 600 wide and its own height (160 CSS pixels, more with a
 * larger text size); twice that leaves room for any screen, and a few pixels are no signature.
 */
const SIGNATURE_SIZE = { minWidth: 64, maxWidth: 1_200, minHeight: 32, maxHeight: 600 } as const;

/**
 * Ink, counted on the picture laid over white as the record shows it: pixels that stand apart from
 * its background (its most common colour) by more than a faint shade, spread wider than a tap.
 * A pad's shortest accepted stroke or the shortest typed name leaves several times these.
 */
const SIGNATURE_INK = { minPixels: 100, minSpan: 16, contrast: 64 } as const;

type SignatureImageProblem =
  'notPng' | 'tooLarge' | 'badChunk' | 'badCrc' | 'badHeader' | 'badSize' | 'badPixels' | 'noInk';

const MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Channels of each colour type (PNG spec 11.2.2) and the bit depths it allows. */
const COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

/** The chunks that make the picture; every other one is dropped, an unknown critical one refused. */
const KEPT = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);

let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array, from: number, to: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = from; i < to; i += 1) crc = crcTable[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

interface Header {
  width: number;
  height: number;
  depth: number;
  colourType: number;
}

interface Chunk {
  type: string;
  start: number;
  end: number;
}

class Refused extends Error {
  readonly problem: SignatureImageProblem;
  constructor(problem: SignatureImageProblem) {
    super(problem);
    this.problem = problem;
  }
}

function decodeBase64(dataUrl: string): Uint8Array {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:image/png;base64,') || comma < 0) throw new Refused('notPng');
  // The bound a signature's data URL is sent within (validSignature), for a call that skips that
  // check: a longer one is refused before it is decoded.
  if (dataUrl.length > SIGNATURE_IMAGE_MAX_CHARS) throw new Refused('tooLarge');
  let binary: string;
  try {
    binary = atob(dataUrl.slice(comma + 1));
  } catch {
    throw new Refused('notPng');
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const u32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;

/** The chunks from the signature to IEND, each with a right CRC; nothing may follow IEND. */
function chunksOf(bytes: Uint8Array): Chunk[] {
  if (bytes.length < MAGIC.length || MAGIC.some((byte, i) => bytes[i] !== byte)) throw new Refused('notPng');
  const chunks: Chunk[] = [];
  let at = MAGIC.length;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) throw new Refused('badChunk');
    const length = u32(bytes, at);
    const end = at + 12 + length;
    if (length > bytes.length || end > bytes.length) throw new Refused('badChunk');
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!/^[A-Za-z]{4}$/.test(type)) throw new Refused('badChunk');
    if (crc32(bytes, at + 4, end - 4) !== u32(bytes, end - 4)) throw new Refused('badCrc');
    chunks.push({ type, start: at, end });
    at = end;
    if (type === 'IEND') break;
  }
  if (at !== bytes.length || chunks.at(-1)?.type !== 'IEND') throw new Refused('badChunk');
  return chunks;
}

function headerOf(bytes: Uint8Array, chunks: Chunk[]): Header {
  const first = chunks[0];
  if (first?.type !== 'IHDR' || first.end - first.start !== 25) throw new Refused('badHeader');
  const at = first.start + 8;
  const header = {
    width: u32(bytes, at),
    height: u32(bytes, at + 4),
    depth: bytes[at + 8]!,
    colourType: bytes[at + 9]!,
  };
  const [compression, filter, interlace] = [bytes[at + 10], bytes[at + 11], bytes[at + 12]];
  // A pad's canvas writes no interlaced PNG; Adam7 would only make the reading longer.
  if (!COLOUR_TYPES[header.colourType]?.depths.includes(header.depth) || compression || filter || interlace)
    throw new Refused('badHeader');
  const { minWidth, maxWidth, minHeight, maxHeight } = SIGNATURE_SIZE;
  if (
    header.width < minWidth ||
    header.width > maxWidth ||
    header.height < minHeight ||
    header.height > maxHeight
  )
    throw new Refused('badSize');
  return header;
}

/** The IDAT data inflated, no more than the header's rows hold: a small file cannot unpack into a large one. */
async function inflate(data: Uint8Array<ArrayBuffer>, expected: number): Promise<Uint8Array> {
  const out = new Uint8Array(expected);
  let filled = 0;
  const reader = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate')).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (filled + value.length > expected) throw new Refused('badPixels');
      out.set(value, filled);
      filled += value.length;
    }
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    throw error instanceof Refused ? error : new Refused('badPixels');
  }
  if (filled !== expected) throw new Refused('badPixels');
  return out;
}

/** Undoes the rows' filters (PNG spec 9) in place; `stride` bytes a row, `step` bytes a pixel. */
function unfilter(raw: Uint8Array, height: number, stride: number, step: number): Uint8Array {
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const at = y * stride;
    for (let x = 0; x < stride; x += 1) {
      const left = x >= step ? rows[at + x - step]! : 0;
      const up = y > 0 ? rows[at - stride + x]! : 0;
      const upLeft = y > 0 && x >= step ? rows[at - stride + x - step]! : 0;
      let predicted: number;
      switch (filter) {
        case 0:
          predicted = 0;
          break;
        case 1:
          predicted = left;
          break;
        case 2:
          predicted = up;
          break;
        case 3:
          predicted = (left + up) >> 1;
          break;
        case 4: {
          const p = left + up - upLeft;
          const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
          predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
          break;
        }
        default:
          throw new Refused('badPixels');
      }
      rows[at + x] = (line[x]! + predicted) & 0xff;
    }
  }
  return rows;
}

/** Each pixel as the record shows it, laid over white: its RGB in one number, for the ink count. */
function pixelsOverWhite(
  rows: Uint8Array,
  { width, height, depth, colourType }: Header,
  stride: number,
  palette: Uint8Array | null,
  transparency: Uint8Array | null,
): Uint32Array {
  const { channels } = COLOUR_TYPES[colourType]!;
  const max = (1 << depth) - 1;
  const sample = (y: number, index: number): number => {
    if (depth === 16) return rows[y * stride + index * 2]!; // the high byte is precise enough
    if (depth === 8) return rows[y * stride + index]!;
    const bit = index * depth;
    return (rows[y * stride + (bit >> 3)]! >> (8 - depth - (bit & 7))) & max;
  };
  const to8 = (value: number) => (depth >= 8 ? value : Math.round((value * 255) / max));
  const out = new Uint32Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      let r: number, g: number, b: number;
      let a = 255;
      const first = x * channels;
      if (colourType === 3) {
        const index = sample(y, first);
        if (!palette || index * 3 + 2 >= palette.length) throw new Refused('badPixels');
        [r, g, b] = [palette[index * 3]!, palette[index * 3 + 1]!, palette[index * 3 + 2]!];
        a = transparency && index < transparency.length ? transparency[index]! : 255;
      } else if (colourType === 0 || colourType === 4) {
        r = g = b = to8(sample(y, first));
        if (colourType === 4) a = to8(sample(y, first + 1));
      } else {
        [r, g, b] = [to8(sample(y, first)), to8(sample(y, first + 1)), to8(sample(y, first + 2))];
        if (colourType === 6) a = to8(sample(y, first + 3));
      }
      const over = (channel: number) => Math.round((channel * a + 255 * (255 - a)) / 255);
      out[y * width + x] = (over(r) << 16) | (over(g) << 8) | over(b);
    }
  return out;
}

/** Whether the pixels carry a signature's ink: enough of them apart from the background, wide enough. */
function hasInk(pixels: Uint32Array, width: number): boolean {
  const counts = new Map<number, number>();
  for (const pixel of pixels) counts.set(pixel, (counts.get(pixel) ?? 0) + 1);
  let background = 0xffffff;
  let most = 0;
  for (const [colour, count] of counts) if (count > most) [background, most] = [colour, count];
  const [backR, backG, backB] = [(background >> 16) & 0xff, (background >> 8) & 0xff, background & 0xff];
  let ink = 0;
  let left = width;
  let right = -1;
  for (let i = 0; i < pixels.length; i += 1) {
    const pixel = pixels[i]!;
    const apart = Math.max(
      Math.abs(((pixel >> 16) & 0xff) - backR),
      Math.abs(((pixel >> 8) & 0xff) - backG),
      Math.abs((pixel & 0xff) - backB),
    );
    if (apart <= SIGNATURE_INK.contrast) continue;
    ink += 1;
    const x = i % width;
    if (x < left) left = x;
    if (x > right) right = x;
  }
  return ink >= SIGNATURE_INK.minPixels && right - left + 1 >= SIGNATURE_INK.minSpan;
}

function dataUrlOf(bytes: Uint8Array, chunks: Chunk[]): string {
  let binary = String.fromCharCode(...MAGIC);
  for (const { start, end } of chunks)
    for (let i = start; i < end; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, Math.min(end, i + 0x8000)));
  return `data:image/png;base64,${btoa(binary)}`;
}

/**
 * The signature's picture as the record keeps it (a PNG data URL of its picture's chunks alone), or
 * why it is not one.
 */
export async function readSignatureImage(
  dataUrl: string,
): Promise<{ image: string } | { problem: SignatureImageProblem }> {
  try {
    const bytes = decodeBase64(dataUrl);
    const chunks = chunksOf(bytes);
    const header = headerOf(bytes, chunks);
    for (const { type } of chunks)
      // Upper case first: critical (PNG spec 5.4); one this reader does not know cannot be shown.
      if (!KEPT.has(type) && type[0]! <= 'Z') throw new Refused('badChunk');
    const kept = chunks.filter(({ type }) => KEPT.has(type));
    const types = kept.map(({ type }) => type).join(' ');
    // IHDR first, IEND last, the IDATs one after another, a palette before them.
    if (!/^IHDR( PLTE)?( tRNS)?( IDAT)+ IEND$/.test(types)) throw new Refused('badChunk');
    // A palette is a palette image's, or a colour image's suggestion; transparency by palette entry
    // only (a pad never writes a colour key).
    const withPalette = types.includes('PLTE');
    if (header.colourType === 3 ? !withPalette : withPalette && [0, 4].includes(header.colourType))
      throw new Refused('badChunk');
    if (types.includes('tRNS') && header.colourType !== 3) throw new Refused('badChunk');
    const dataOf = (type: string) => {
      const parts = kept
        .filter((chunk) => chunk.type === type)
        .map(({ start, end }) => bytes.subarray(start + 8, end - 4));
      const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
      let at = 0;
      for (const part of parts) {
        joined.set(part, at);
        at += part.length;
      }
      return joined;
    };
    const { channels } = COLOUR_TYPES[header.colourType]!;
    const stride = Math.ceil((header.width * channels * header.depth) / 8);
    const step = Math.max(1, (channels * header.depth) >> 3);
    const raw = await inflate(dataOf('IDAT'), header.height * (stride + 1));
    const rows = unfilter(raw, header.height, stride, step);
    const palette = withPalette ? dataOf('PLTE') : null;
    const transparency = types.includes('tRNS') ? dataOf('tRNS') : null;
    const pixels = pixelsOverWhite(rows, header, stride, palette, transparency);
    if (!hasInk(pixels, header.width)) throw new Refused('noInk');
    return { image: dataUrlOf(bytes, kept) };
  } catch (error) {
    if (error instanceof Refused) return { problem: error.problem };
    throw error;
  }
}
