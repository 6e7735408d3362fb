import type { Blob } from './greyImage.ts';

/**
 * Where the machine-readable zone's characters are in a photo. The zone is two or three lines of
 * 30 to 44 characters of one size at one pitch, fillers (`<`) included, each character its own
 * patch of ink: lines of print far longer and more regular than anything else on a document. They
 * are found as chains of patches of about one height, each next to the one before along a line
 * that may be tilted, and each character's cell is then placed along its line by the line's pitch.
 */

interface Glyph {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A line of print: its characters in order, and the straight line through their centres (y = a + b·x). */
export interface PrintLine {
  glyphs: Glyph[];
  a: number;
  b: number;
  /** The characters' usual height. */
  height: number;
}

/** One character's cell: its centre, the line's direction there, and the pitch (the cell's width). */
export interface Cell {
  x: number;
  y: number;
  /** The line's direction (unit vector); the cell's "down" is (-dy, dx). */
  dx: number;
  dy: number;
  pitch: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Patches that could be a character: not specks, not long rules, not the picture's large shapes. */
function glyphsOf(blobs: Blob[], imageHeight: number): Glyph[] {
  return blobs
    .map((blob) => ({
      x: (blob.left + blob.right + 1) / 2,
      y: (blob.top + blob.bottom + 1) / 2,
      width: blob.right - blob.left + 1,
      height: blob.bottom - blob.top + 1,
      area: blob.area,
    }))
    .filter(
      (glyph) =>
        glyph.height >= 7 &&
        glyph.height <= imageHeight / 8 &&
        glyph.width <= glyph.height * 2.6 &&
        glyph.area >= glyph.width * glyph.height * 0.08,
    );
}

/** Least squares y = a + b·x through the glyphs' centres. */
function fit(glyphs: Glyph[]): { a: number; b: number } {
  const n = glyphs.length;
  const mx = glyphs.reduce((sum, g) => sum + g.x, 0) / n;
  const my = glyphs.reduce((sum, g) => sum + g.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const g of glyphs) {
    sxy += (g.x - mx) * (g.y - my);
    sxx += (g.x - mx) ** 2;
  }
  const b = sxx > 0 ? sxy / sxx : 0;
  return { a: my - b * mx, b };
}

/**
 * Chains of glyphs, each linked to its nearest neighbour to the right of about its height, close
 * enough and in line enough for the next character of a line tilted as a hand holds a phone.
 */
function chains(glyphs: Glyph[]): Glyph[][] {
  const sorted = [...glyphs].sort((a, b) => a.x - b.x);
  const next = new Map<Glyph, { glyph: Glyph; cost: number }>();
  const previous = new Map<Glyph, { glyph: Glyph; cost: number }>();
  for (let i = 0; i < sorted.length; i++) {
    const glyph = sorted[i]!;
    let best: { glyph: Glyph; cost: number } | undefined;
    for (let j = i + 1; j < sorted.length; j++) {
      const other = sorted[j]!;
      const size = Math.max(glyph.height, other.height);
      const dx = other.x - glyph.x;
      if (dx > size * 2.4) break;
      if (dx < size * 0.25) continue;
      const ratio = other.height / glyph.height;
      if (ratio < 0.65 || ratio > 1.55) continue;
      const dy = Math.abs(other.y - glyph.y);
      if (dy > size * 0.3 + dx * 0.36) continue;
      const cost = dx + dy * 2;
      if (!best || cost < best.cost) best = { glyph: other, cost };
    }
    if (!best) continue;
    const taken = previous.get(best.glyph);
    if (taken && taken.cost <= best.cost) continue;
    if (taken) next.delete(taken.glyph);
    next.set(glyph, best);
    previous.set(best.glyph, { glyph, cost: best.cost });
  }
  const result: Glyph[][] = [];
  for (const glyph of sorted) {
    if (previous.has(glyph)) continue;
    const chain = [glyph];
    for (let link = next.get(glyph); link; link = next.get(link.glyph)) chain.push(link.glyph);
    result.push(chain);
  }
  return result;
}

function toLine(glyphs: Glyph[]): PrintLine {
  let { a, b } = fit(glyphs);
  const height = median(glyphs.map((g) => g.height));
  // Once more without the glyphs far off the line (a speck of the pattern that joined the chain).
  const kept = glyphs.filter((g) => Math.abs(g.y - (a + b * g.x)) < height * 0.35);
  if (kept.length >= 3 && kept.length < glyphs.length) ({ a, b } = fit(kept));
  return { glyphs, a, b, height };
}

/** Joins pieces of one line that a gap (a lost or merged character) broke apart. */
function joinPieces(lines: PrintLine[]): PrintLine[] {
  const pieces = [...lines].sort((p, q) => p.glyphs[0]!.x - q.glyphs[0]!.x);
  let joined = true;
  while (joined) {
    joined = false;
    for (let i = 0; i < pieces.length && !joined; i++)
      for (let j = 0; j < pieces.length && !joined; j++) {
        const left = pieces[i]!;
        const right = pieces[j]!;
        if (i === j) continue;
        const end = left.glyphs.at(-1)!;
        const start = right.glyphs[0]!;
        const gap = start.x - end.x;
        const size = Math.max(left.height, right.height);
        if (gap <= 0 || gap > size * 4.5) continue;
        if (Math.abs(left.height / right.height - 1) > 0.3) continue;
        const longer = left.glyphs.length >= right.glyphs.length ? left : right;
        if (Math.abs(start.y - (longer.a + longer.b * start.x)) > size * 0.4) continue;
        if (Math.abs(end.y - (longer.a + longer.b * end.x)) > size * 0.4) continue;
        pieces.splice(Math.max(i, j), 1);
        pieces.splice(Math.min(i, j), 1, toLine([...left.glyphs, ...right.glyphs]));
        joined = true;
      }
  }
  return pieces;
}

/** The lines of print with at least `minimum` characters. */
export function printLines(blobs: Blob[], imageHeight: number, minimum = 14): PrintLine[] {
  const lines = chains(glyphsOf(blobs, imageHeight))
    .filter((chain) => chain.length >= 4)
    .map(toLine);
  return joinPieces(lines).filter((line) => line.glyphs.length >= minimum);
}

/** A line's middle at x, and its height there. */
const middleAt = (line: PrintLine, x: number) => line.a + line.b * x;

/**
 * Groups of two or three lines that could be a zone: alike in height and slant, one under the
 * other a line's height or two apart, starting at about the same place. Lowest first: the zone is
 * the bottom of a document's page.
 */
export function zoneCandidates(lines: PrintLine[]): PrintLine[][] {
  const byHeight = [...lines].sort((p, q) => middleAt(p, p.glyphs[0]!.x) - middleAt(q, q.glyphs[0]!.x));
  const follows = (upper: PrintLine, lower: PrintLine) => {
    const x = lower.glyphs[0]!.x;
    const gap = middleAt(lower, x) - middleAt(upper, x);
    const size = (upper.height + lower.height) / 2;
    return (
      gap > size * 1.05 &&
      gap < size * 3.2 &&
      Math.abs(upper.height / lower.height - 1) < 0.3 &&
      Math.abs(Math.atan(upper.b) - Math.atan(lower.b)) < 0.06 &&
      Math.abs(upper.glyphs[0]!.x - lower.glyphs[0]!.x) < size * 3
    );
  };
  const groups: PrintLine[][] = [];
  for (let i = byHeight.length - 1; i >= 1; i--) {
    const last = byHeight[i]!;
    const uppers = byHeight.slice(0, i).filter((line) => follows(line, last));
    for (const middle of uppers) {
      const top = byHeight.slice(0, i).find((line) => line !== middle && follows(line, middle));
      if (top) groups.push([top, middle, last]);
      groups.push([middle, last]);
    }
  }
  return groups;
}

/** How many characters a line holds, from the first glyph's centre to the last's at its usual pitch. */
export function characterCount(line: PrintLine): number {
  const { along, pitch } = positions(line);
  return Math.round((along.at(-1)! - along[0]!) / pitch) + 1;
}

function positions(line: PrintLine) {
  const norm = Math.hypot(1, line.b);
  const along = line.glyphs.map((g) => (g.x + line.b * (g.y - line.a)) / norm).sort((p, q) => p - q);
  const steps = along.slice(1).map((t, i) => t - along[i]!);
  const rough = median(steps);
  // Steps over a lost character are two pitches, within a merged pair none: the usual step is the pitch.
  const pitch = median(steps.filter((step) => step > rough * 0.6 && step < rough * 1.5)) || rough;
  return { along, pitch, norm };
}

/**
 * The `count` cells of a line: each character's centre where a glyph is found near its place, the
 * line's course between them (fitted as a curve, for a page held at an angle shrinks the pitch
 * from one end to the other).
 */
export function lineCells(line: PrintLine, count: number): Cell[] {
  const { along, norm } = positions(line);
  const first = along[0]!;
  const pitch = (along.at(-1)! - first) / Math.max(1, count - 1);
  const dx = 1 / norm;
  const dy = line.b / norm;
  // Each glyph's place in the line, counted from the one before by the pitch there: a page held at
  // an angle has a pitch that changes along the line, noticeably from one end to the other.
  const points: { slot: number; t: number }[] = [];
  // A patch of two or three characters run together stands for as many places, a pitch apart.
  const places = line.glyphs
    .flatMap((glyph) => {
      const t = (glyph.x + line.b * (glyph.y - line.a)) / norm;
      const count = Math.max(1, Math.round((glyph.width + pitch * 0.3) / pitch));
      return Array.from({ length: count }, (_, k) => ({
        t: t + (k - (count - 1) / 2) * pitch,
        single: count === 1,
      }));
    })
    .sort((p, q) => p.t - q.t);
  let local = pitch;
  let slot = 0;
  places.forEach(({ t, single }, i) => {
    if (i > 0) {
      const step = t - places[i - 1]!.t;
      const steps = Math.max(1, Math.round(step / local));
      slot += steps;
      if (single && steps === 1 && Math.abs(step / local - 1) < 0.25) local = local * 0.7 + step * 0.3;
    }
    if (single) points.push({ slot, t });
  });
  const course = quadratic(points, first, pitch);
  // Back from the line's own coordinate to the picture's: t runs along the line from (0, a).
  return Array.from({ length: count }, (_, slot) => {
    const t = course(slot);
    return { x: t * dx, y: line.a + t * dy, dx, dy, pitch: course(slot + 0.5) - course(slot - 0.5) };
  });
}

/** t = c0 + c1·slot + c2·slot² through the glyphs' places (least squares), or the straight pitch with too few. */
function quadratic(points: { slot: number; t: number }[], first: number, pitch: number) {
  if (points.length < 6) return (slot: number) => first + slot * pitch;
  // Normal equations of the three coefficients.
  const s = [0, 0, 0, 0, 0];
  const r = [0, 0, 0];
  for (const { slot, t } of points) {
    for (let k = 0; k < 5; k++) s[k]! += slot ** k;
    for (let k = 0; k < 3; k++) r[k]! += t * slot ** k;
  }
  const m = [
    [s[0]!, s[1]!, s[2]!],
    [s[1]!, s[2]!, s[3]!],
    [s[2]!, s[3]!, s[4]!],
  ];
  const det = (q: number[][]) =>
    q[0]![0]! * (q[1]![1]! * q[2]![2]! - q[1]![2]! * q[2]![1]!) -
    q[0]![1]! * (q[1]![0]! * q[2]![2]! - q[1]![2]! * q[2]![0]!) +
    q[0]![2]! * (q[1]![0]! * q[2]![1]! - q[1]![1]! * q[2]![0]!);
  const d = det(m);
  if (Math.abs(d) < 1e-9) return (slot: number) => first + slot * pitch;
  const c = [0, 1, 2].map(
    (k) => det(m.map((row, i) => row.map((value, j) => (j === k ? r[i]! : value)))) / d,
  );
  return (slot: number) => c[0]! + c[1]! * slot + c[2]! * slot * slot;
}
