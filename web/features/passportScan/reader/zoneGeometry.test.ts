import { describe, expect, it } from 'vitest';
import { inkBlobs, type Blob } from './greyImage.ts';
import { characterCount, lineCells, printLines, zoneCandidates } from './zoneGeometry.ts';

/** The boxes of a zone's characters: `lines` lines of `length`, at `pitch`, tilted by `degrees`. */
function zoneBoxes({
  lines = 2,
  length = 44,
  pitch = 20,
  height = 26,
  degrees = 0,
  gap = 44,
  left = 60,
  top = 500,
}) {
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  const centres: { x: number; y: number }[][] = [];
  const blobs: Blob[] = [];
  for (let line = 0; line < lines; line++) {
    centres.push([]);
    for (let i = 0; i < length; i++) {
      const [u, v] = [i * pitch, line * gap];
      const [x, y] = [left + u * cos - v * sin, top + u * sin + v * cos];
      centres[line]!.push({ x, y });
      const w = pitch * 0.7;
      blobs.push({
        left: Math.round(x - w / 2),
        right: Math.round(x + w / 2) - 1,
        top: Math.round(y - height / 2),
        bottom: Math.round(y + height / 2) - 1,
        area: Math.round(w * height * 0.4),
      });
    }
  }
  return { blobs, centres };
}

describe("finding a zone's characters in a photo", () => {
  it.each([0, 4, -9])(
    'finds two lines of 44 tilted by %s degrees, under the print above them, and places each cell',
    (degrees) => {
      const { blobs, centres } = zoneBoxes({ degrees });
      // Print above the zone: a short line, and the guilloche's specks.
      const above = zoneBoxes({ lines: 1, length: 12, top: 200, degrees }).blobs;
      const specks = Array.from({ length: 40 }, (_, i) => ({
        left: 30 * i,
        right: 30 * i + 2,
        top: 300,
        bottom: 302,
        area: 6,
      }));
      const lines = printLines([...blobs, ...above, ...specks], 960);
      const [zone] = zoneCandidates(lines);
      expect(zone).toHaveLength(2);
      expect(zone!.map(characterCount)).toEqual([44, 44]);
      zone!.forEach((line, index) => {
        const cells = lineCells(line, 44);
        cells.forEach((cell, i) => {
          expect(Math.abs(cell.x - centres[index]![i]!.x)).toBeLessThan(1.5);
          expect(Math.abs(cell.y - centres[index]![i]!.y)).toBeLessThan(1.5);
          expect(cell.pitch).toBeCloseTo(20, 0);
        });
      });
    },
  );

  it('keeps the places of characters it lost (a filler too faint) and of two that ran together', () => {
    const { blobs, centres } = zoneBoxes({ lines: 3, length: 30, pitch: 24, height: 30, gap: 50 });
    const broken = blobs.filter((_, index) => index !== 20 && index !== 21);
    // Two characters merged into one patch.
    const [a, b] = [broken[5]!, broken[6]!];
    broken.splice(5, 2, { ...a, right: b.right, area: a.area + b.area });
    const [zone] = zoneCandidates(printLines(broken, 960));
    expect(zone).toHaveLength(3);
    const cells = lineCells(zone![0]!, 30);
    expect(Math.abs(cells[20]!.x - centres[0]![20]!.x)).toBeLessThan(2);
    expect(Math.abs(cells[6]!.x - centres[0]![6]!.x)).toBeLessThan(2);
  });

  it('finds no zone in lines of print alike in nothing', () => {
    const one = zoneBoxes({ lines: 1, length: 30, height: 20, top: 300 }).blobs;
    const other = zoneBoxes({ lines: 1, length: 30, height: 40, top: 340, pitch: 34 }).blobs;
    expect(zoneCandidates(printLines([...one, ...other], 960))).toEqual([]);
  });
});

describe('patches of ink', () => {
  it('are the 8-connected pixels, each with its box and size', () => {
    const mask = Uint8Array.from([1, 1, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0]);
    const blobs = inkBlobs(mask, 5, 4).sort((p, q) => p.left - q.left);
    expect(blobs).toEqual([
      { left: 0, right: 1, top: 0, bottom: 1, area: 3 },
      { left: 3, right: 4, top: 1, bottom: 2, area: 3 },
    ]);
  });
});
