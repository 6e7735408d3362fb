/** A greyscale picture: one byte a pixel, row by row. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

/** A part of a picture, as fractions of its height and width. */
export interface Band {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Luminance of RGBA pixels (ITU-R BT.601 weights, in integers). */
export function toGrey(rgba: Uint8ClampedArray, width: number, height: number): GreyImage {
  const pixels = new Uint8ClampedArray(width * height);
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = (rgba[i * 4]! * 299 + rgba[i * 4 + 1]! * 587 + rgba[i * 4 + 2]! * 114) / 1000;
  return { width, height, pixels };
}

/** Stretches the 2nd to the 98th percentile over the full range: faint print on a grey card becomes black on white. */
export function stretchContrast(image: GreyImage): GreyImage {
  const histogram = new Uint32Array(256);
  for (const value of image.pixels) histogram[value]!++;
  const percentile = (share: number) => {
    let seen = 0;
    for (let value = 0; value < 256; value++) {
      seen += histogram[value]!;
      if (seen >= image.pixels.length * share) return value;
    }
    return 255;
  };
  const low = percentile(0.02);
  const high = Math.max(percentile(0.98), low + 1);
  const pixels = image.pixels.map((value) => ((value - low) * 255) / (high - low));
  return { ...image, pixels };
}

/**
 * Black and white by each pixel's neighbourhood (Bradley's adaptive threshold over an integral
 * image), so glare on one side and shadow on the other do not swallow the lines as one global
 * threshold would.
 */
export function binarise(image: GreyImage, window: number): GreyImage {
  const { width, height, pixels } = image;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += pixels[y * width + x]!;
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1]! + row;
    }
  }
  const half = Math.max(1, Math.floor(window / 2));
  const out = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const sum =
        integral[y1 * (width + 1) + x1]! -
        integral[y0 * (width + 1) + x1]! -
        integral[y1 * (width + 1) + x0]! +
        integral[y0 * (width + 1) + x0]!;
      const mean = sum / ((y1 - y0) * (x1 - x0));
      out[y * width + x] = pixels[y * width + x]! < mean * 0.85 ? 0 : 255;
    }
  }
  return { width, height, pixels: out };
}

/** The longest stretch of a row that is busy with print: black-white changes no further apart than `maxGap`. */
function busySpan({ width, pixels }: GreyImage, y: number, maxGap: number): { left: number; right: number } {
  let best = { left: 0, right: 0 };
  let start = -1;
  let last = -1;
  for (let x = 1; x < width; x++) {
    if (pixels[y * width + x] === pixels[y * width + x - 1]) continue;
    if (start < 0 || x - last > maxGap) start = x;
    last = x;
    if (last - start > best.right - best.left) best = { left: start, right: last };
  }
  return best;
}

interface TextLine {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Lines of print that run across most of the picture, as the zone's do: runs of rows each with a
 * busy stretch of at least 40% of the width (gaps of a row or two bridged). Short lines of print,
 * a photo's edges and a table's grain around the document do not make such stretches.
 */
function longTextLines(binary: GreyImage): TextLine[] {
  const minimum = binary.width * 0.4;
  const maxGap = Math.max(4, binary.width * 0.03);
  const lines: TextLine[] = [];
  let current: TextLine | undefined;
  for (let y = 0; y < binary.height; y++) {
    const span = busySpan(binary, y, maxGap);
    if (span.right - span.left < minimum) continue;
    if (current && y - current.bottom <= 2) {
      current.bottom = y;
      current.left = Math.min(current.left, span.left);
      current.right = Math.max(current.right, span.right);
    } else lines.push((current = { top: y, bottom: y, ...span }));
  }
  return lines.filter((line) => line.bottom - line.top >= 3 && line.bottom - line.top < binary.height * 0.1);
}

/**
 * Where the machine-readable zone is in a binarised picture of a document: the lowest two or three
 * long lines of print of about the same height and spacing (the zone is the bottom of the page, in
 * one monospaced size), with a margin of a line around them. Undefined when no such lines show.
 */
export function findMrzBand(binary: GreyImage): (Band & { lineHeight: number }) | undefined {
  const lines = longTextLines(binary);
  const last = lines.at(-1);
  if (!last) return undefined;
  const height = (line: TextLine) => line.bottom - line.top + 1;
  const zone = [last];
  for (let i = lines.length - 2; i >= 0 && zone.length < 3; i--) {
    const line = lines[i]!;
    const similar = Math.abs(height(line) - height(last)) <= height(last) * 0.5;
    const close = zone[0]!.top - line.bottom <= height(last) * 2.5;
    if (!similar || !close) break;
    zone.unshift(line);
  }
  if (zone.length < 2) return undefined;
  const lineHeight = zone.reduce((sum, line) => sum + height(line), 0) / zone.length;
  const left = Math.min(...zone.map((line) => line.left));
  const right = Math.max(...zone.map((line) => line.right));
  return {
    top: Math.max(0, zone[0]!.top - lineHeight) / binary.height,
    bottom: Math.min(binary.height, last.bottom + lineHeight) / binary.height,
    left: Math.max(0, left - lineHeight) / binary.width,
    right: Math.min(binary.width, right + lineHeight) / binary.width,
    lineHeight: lineHeight / binary.height,
  };
}
