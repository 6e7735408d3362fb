// The document reader's worker (documentReader.ts): finds the machine-readable zone in a photo and
// says how much each of its characters looks like each character of the zone's alphabet, off the
// page's main thread. Nothing is kept: the photo is closed once read, and the worker is ended after.
import { inkBlobs, inkMask, toGrey, type GreyImage } from './greyImage.ts';
import { characterCount, lineCells, printLines, zoneCandidates, type PrintLine } from './zoneGeometry.ts';
import { readCells, typeScale } from './glyphMatch.ts';
import { pictureSize } from './pictureSize.ts';
import { decodeZone } from '../mrz/zoneGrammar.ts';

export interface ReaderRequest {
  image: Blob | ImageBitmap;
}

/** One way the zone may lie: its lines' cells, each cell's likeness to each character. */
export type ZoneCells = number[][][];

export type ReaderAnswer =
  | { kind: 'progress'; share: number }
  | { kind: 'zones'; zones: ZoneCells[] }
  /** The file is no picture this browser can open, or one too large to open on a phone. */
  | { kind: 'picture' | 'tooLarge' };

/**
 * The most pixels a photo may have: more than a phone camera's photos have, and less than would take
 * more memory to decode than a phone lends a page (DECISION.md).
 */
export const MAX_PIXELS = 64_000_000;
/** The longest side the zone is looked for at: a zone small in the photo still has characters large enough to tell apart. */
const WORKING_SIDE = 2000;
/** How many of the likeliest places for the zone are read. */
const CANDIDATES = 3;

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ReaderRequest>) => void) | null;
  postMessage: (answer: ReaderAnswer) => void;
};

async function open(image: Blob | ImageBitmap): Promise<ImageBitmap | ReaderAnswer> {
  if (image instanceof ImageBitmap) return image;
  const size = await pictureSize(image);
  if (size && size.width * size.height > MAX_PIXELS) return { kind: 'tooLarge' };
  try {
    const options: ImageBitmapOptions = { imageOrientation: 'from-image' };
    // A large photo is scaled down as it is decoded, so a full-size copy need not sit in memory.
    if (size && Math.max(size.width, size.height) > WORKING_SIDE * 1.5) {
      const scale = WORKING_SIDE / Math.max(size.width, size.height);
      Object.assign(options, {
        resizeWidth: Math.round(size.width * scale),
        resizeHeight: Math.round(size.height * scale),
        resizeQuality: 'high',
      });
    }
    return await createImageBitmap(image, options);
  } catch {
    return { kind: 'picture' };
  }
}

function greyOf(bitmap: ImageBitmap): GreyImage {
  const scale = Math.min(1, WORKING_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return toGrey(context.getImageData(0, 0, width, height).data, width, height);
}

/** The lengths a group of lines may have: three lines are 30 long; two are 44 or 36, the nearer first. */
function lengthsOf(group: PrintLine[]): number[] {
  if (group.length === 3) return [30];
  const count = Math.max(...group.map(characterCount));
  return [44, 36]
    .filter((length) => Math.abs(count - length) <= 5)
    .sort((a, b) => Math.abs(count - a) - Math.abs(count - b));
}

/** The picture turned a quarter clockwise: a page photographed with the phone held the other way. */
function quarterTurned({ width, height, pixels }: GreyImage): GreyImage {
  const turned = new Uint8ClampedArray(pixels.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) turned[x * height + (height - 1 - y)] = pixels[y * width + x]!;
  return { width: height, height: width, pixels: turned };
}

/**
 * The places the zone may be, read, the likeliest first, until one reads with every check digit
 * matching: the bottom of the page as it lies, its top read turned round (a page upside down), then
 * the same in the picture turned a quarter (a page lying across the photo).
 */
function zonesOf(grey: GreyImage): ZoneCells[] {
  const zones: ZoneCells[] = [];
  for (const [turn, picture] of [grey, quarterTurned(grey)].entries()) {
    const window = Math.max(15, Math.round(Math.max(picture.width, picture.height) / 40)) | 1;
    const lines = printLines(
      inkBlobs(inkMask(picture, window), picture.width, picture.height),
      picture.height,
    );
    scope.postMessage({ kind: 'progress', share: turn === 0 ? 0.5 : 0.75 });
    const groups = zoneCandidates(lines);
    const upright = groups.slice(0, CANDIDATES).map((group) => ({ group, flipped: false }));
    const turned = groups
      .slice(-CANDIDATES)
      .reverse()
      .map((group) => ({ group: [...group].reverse(), flipped: true }));
    for (const { group, flipped } of [...upright, ...turned])
      for (const length of lengthsOf(group)) {
        const lines = group.map((line) => {
          const cells = lineCells(line, length);
          return flipped ? cells.reverse() : cells;
        });
        const scale = typeScale(picture, lines.flat(), flipped);
        const zone = lines.map((cells) => readCells(picture, cells, flipped, scale));
        zones.push(zone);
        // A zone whose check digits all match is the one: the places less likely are not read.
        if (decodeZone(zone)?.checked) return zones;
      }
  }
  return zones;
}

scope.onmessage = async ({ data }) => {
  const opened = await open(data.image);
  if (!(opened instanceof ImageBitmap)) return scope.postMessage(opened);
  try {
    scope.postMessage({ kind: 'progress', share: 0.2 });
    scope.postMessage({ kind: 'zones', zones: zonesOf(greyOf(opened)) });
  } catch {
    scope.postMessage({ kind: 'picture' });
  } finally {
    opened.close();
  }
};
