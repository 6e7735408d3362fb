import type { GreyImage } from './greyImage.ts';
import type { Cell } from './zoneGeometry.ts';
import { GLYPH_GRID, GLYPH_INK } from './ocrbGlyphs.ts';
import { ZONE_ALPHABET } from '../mrz/zoneAlphabet.ts';

/**
 * How much each character of the zone's alphabet looks like what a cell of the photo holds: the
 * cell sampled into the models' grid (one pitch wide, along the line's slant) and compared with
 * each character's model by correlation (1 the same picture, 0 nothing alike), the best over small
 * shifts, since a cell's centre is known to a pixel or two.
 */

const { width: W, height: H, heightInPitches } = GLYPH_GRID;
/** Grid pixels of margin around the cell, for the shifts. */
const MARGIN = 2;
const SW = W + 2 * MARGIN;
const SH = H + 2 * MARGIN;

interface Model {
  /** Ink less its mean, over the grid. */
  centred: Float32Array;
  norm: number;
}

let models: Model[] | undefined;

function glyphModels(): Model[] {
  if (models) return models;
  const bytes = Uint8Array.from(atob(GLYPH_INK), (char) => char.charCodeAt(0));
  models = [...ZONE_ALPHABET].map((_, index) => {
    const ink = bytes.subarray(index * W * H, (index + 1) * W * H);
    const mean = ink.reduce((sum, value) => sum + value, 0) / ink.length;
    const centred = Float32Array.from(ink, (value) => value - mean);
    return { centred, norm: Math.hypot(...centred) };
  });
  return models;
}

function bilinear({ width, height, pixels }: GreyImage, x: number, y: number): number {
  const x0 = Math.min(width - 2, Math.max(0, Math.floor(x)));
  const y0 = Math.min(height - 2, Math.max(0, Math.floor(y)));
  const fx = Math.min(1, Math.max(0, x - x0));
  const fy = Math.min(1, Math.max(0, y - y0));
  const i = y0 * width + x0;
  return (
    pixels[i]! * (1 - fx) * (1 - fy) +
    pixels[i + 1]! * fx * (1 - fy) +
    pixels[i + width]! * (1 - fx) * fy +
    pixels[i + width + 1]! * fx * fy
  );
}

/**
 * The cell and its margin in the models' grid, as ink (darker is more), averaged over the photo's
 * pixels each grid pixel covers. `scale` is the characters' size against the face's own at that
 * pitch: a zone printed in smaller type spaced out to the pitch has its characters sampled as large
 * as the models'.
 */
function sampleCell(image: GreyImage, cell: Cell, flipped: boolean, scale: number): Float32Array {
  const step = (cell.pitch * scale) / W;
  const samples = Math.max(1, Math.min(4, Math.round(step)));
  const [ux, uy] = flipped ? [-cell.dx, -cell.dy] : [cell.dx, cell.dy];
  // "Down" in the cell: the line's direction turned a quarter clockwise (the picture's y grows downwards).
  const [vx, vy] = [-uy, ux];
  const out = new Float32Array(SW * SH);
  const heightStep = (cell.pitch * scale * heightInPitches) / H;
  for (let gy = 0; gy < SH; gy++)
    for (let gx = 0; gx < SW; gx++) {
      let sum = 0;
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const u = (gx - MARGIN - W / 2 + (sx + 0.5) / samples) * step;
          const v = (gy - MARGIN - H / 2 + (sy + 0.5) / samples) * heightStep;
          sum += bilinear(image, cell.x + u * ux + v * vx, cell.y + u * uy + v * vy);
        }
      out[gy * SW + gx] = 255 - sum / (samples * samples);
    }
  return out;
}

/** The cell's window at a shift, less its mean, and its norm. */
function shifted(sample: Float32Array, ox: number, oy: number): { window: Float32Array; norm: number } {
  const window = new Float32Array(W * H);
  let mean = 0;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) mean += window[y * W + x] = sample[(y + oy) * SW + x + ox]!;
  mean /= W * H;
  let energy = 0;
  for (let i = 0; i < window.length; i++) energy += (window[i]! -= mean) ** 2;
  return { window, norm: Math.sqrt(energy) };
}

function correlation({ window, norm }: { window: Float32Array; norm: number }, model: Model): number {
  if (norm < 1e-6) return -1;
  let dot = 0;
  for (let i = 0; i < window.length; i++) dot += window[i]! * model.centred[i]!;
  return dot / (norm * model.norm);
}

/** Every other grid pixel of shift, for the first look at all characters. */
const COARSE = [0, 2, 4].flatMap((oy) => [0, 2, 4].map((ox) => [ox, oy] as const));
const FINE = [0, 1, 2, 3, 4]
  .flatMap((oy) => [0, 1, 2, 3, 4].map((ox) => [ox, oy] as const))
  .filter(([ox, oy]) => ox % 2 === 1 || oy % 2 === 1);
/** The characters likeliest at the first look, tried again at every shift. */
const FINALISTS = 6;

/**
 * Each character's likeness to the cell: the best correlation over shifts of up to `MARGIN` grid
 * pixels, every character at every other shift, then the likeliest few at every shift.
 */
function cellScores(sample: Float32Array): Float32Array {
  const models = glyphModels();
  const scores = new Float32Array(models.length).fill(-1);
  for (const [ox, oy] of COARSE) {
    const window = shifted(sample, ox, oy);
    models.forEach((model, index) => (scores[index] = Math.max(scores[index]!, correlation(window, model))));
  }
  const finalists = [...scores.keys()].sort((p, q) => scores[q]! - scores[p]!).slice(0, FINALISTS);
  for (const [ox, oy] of FINE) {
    const window = shifted(sample, ox, oy);
    for (const index of finalists)
      scores[index] = Math.max(scores[index]!, correlation(window, models[index]!));
  }
  return scores;
}

/** The sizes of type tried, against the face's own at the pitch. */
const SCALES = [0.7, 0.78, 0.86, 0.94, 1, 1.06, 1.14, 1.22];
/** How many cells, spread over the zone, the size is judged on. */
const SAMPLED_CELLS = 16;

/**
 * The characters' size against OCR-B's own at the zone's pitch: the size at which a sample of the
 * zone's cells looks most like characters. Passports print the face at its size; a zone drawn in
 * smaller or larger type at the same pitch is read as well.
 */
export function typeScale(image: GreyImage, cells: Cell[], flipped = false): number {
  const step = Math.max(1, Math.floor(cells.length / SAMPLED_CELLS));
  const sample = cells.filter((_, index) => index % step === 0);
  let best = { scale: 1, likeness: -Infinity };
  for (const scale of SCALES) {
    const likeness = sample.reduce(
      (sum, cell) => sum + Math.max(...cellScores(sampleCell(image, cell, flipped, scale))),
      0,
    );
    if (likeness > best.likeness) best = { scale, likeness };
  }
  return best.scale;
}

/** Each cell's likeness to every character, in `ZONE_ALPHABET`'s order. `flipped` reads a page upside down. */
export function readCells(image: GreyImage, cells: Cell[], flipped = false, scale = 1): number[][] {
  return cells.map((cell) =>
    Array.from(
      cellScores(sampleCell(image, cell, flipped, scale)),
      (score) => Math.round(score * 1000) / 1000,
    ),
  );
}
