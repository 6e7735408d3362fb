// Writes the passport scan's glyph models (web/features/passportScan/reader/ocrbGlyphs.ts): each of
// the zone's 37 characters in OCR-B (Debian's fonts-ocr-b), drawn in Chromium and sampled into a
// small grid, the way the reader samples each character cell of a photo. Run
// `node scripts/generate/ocrbGlyphs.ts` to make them again.
import { writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/ensureChromium.ts';
import { OCR_B_FONT } from './mrzDocuments.ts';
import { ZONE_ALPHABET as ALPHABET } from '../../web/features/passportScan/mrz/zoneAlphabet.ts';

const OUT = 'web/features/passportScan/reader/ocrbGlyphs.ts';
/** The grid: one character pitch wide; as high as `HEIGHT_IN_PITCHES` pitches, around the line's middle. */
const GRID = { width: 24, height: 33 };
const HEIGHT_IN_PITCHES = 1.375;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage();
const font = readFileSync(OCR_B_FONT).toString('base64');
await page.setContent(
  `<style>@font-face{font-family:'OCR-B zone';src:url(data:font/otf;base64,${font})}</style>`,
);
const glyphs = await page.evaluate(
  async ({ alphabet, grid, heightInPitches }) => {
    const size = 400;
    await document.fonts.load(`${size}px 'OCR-B zone'`);
    const canvas = new OffscreenCanvas(size * 2, size * 2);
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    context.font = `${size}px 'OCR-B zone'`;
    const baseline = size * 1.4;
    const drawn = [...alphabet].map((char) => {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#000';
      context.fillText(char, size / 2, baseline);
      const metrics = context.measureText(char);
      const ink = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity];
      for (let y = 0; y < canvas.height; y++)
        for (let x = 0; x < canvas.width; x++)
          if (ink[(y * canvas.width + x) * 4]! < 128) {
            left = Math.min(left, x);
            right = Math.max(right, x);
            top = Math.min(top, y);
            bottom = Math.max(bottom, y);
          }
      return {
        char,
        ink,
        pitch: metrics.width,
        centreX: (left + right + 1) / 2,
        centreY: (top + bottom + 1) / 2,
      };
    });
    // The reader finds a line's middle from its characters' boxes, all of them together: so do the models.
    const middle = drawn.reduce((sum, glyph) => sum + glyph.centreY, 0) / drawn.length;
    return drawn.map(({ char, ink, pitch, centreX }) => {
      const cellWidth = pitch / grid.width;
      const cellHeight = (pitch * heightInPitches) / grid.height;
      const values: number[] = [];
      for (let gy = 0; gy < grid.height; gy++)
        for (let gx = 0; gx < grid.width; gx++) {
          const x0 = centreX - pitch / 2 + gx * cellWidth;
          const y0 = middle - (pitch * heightInPitches) / 2 + gy * cellHeight;
          let sum = 0;
          let count = 0;
          for (let y = Math.floor(y0); y < y0 + cellHeight; y++)
            for (let x = Math.floor(x0); x < x0 + cellWidth; x++) {
              sum += 255 - ink[(y * canvas.width + x) * 4]!;
              count++;
            }
          values.push(Math.round(sum / count));
        }
      return { char, values };
    });
  },
  { alphabet: ALPHABET, grid: GRID, heightInPitches: HEIGHT_IN_PITCHES },
);
await browser.close();

const data = Buffer.from(glyphs.flatMap((glyph) => glyph.values)).toString('base64');
writeFileSync(
  OUT,
  `// Made by scripts/generate/ocrbGlyphs.ts from OCR-B (Debian's fonts-ocr-b; see OCR-B.md here): do not edit.

/** A model's grid: one character pitch wide, \`heightInPitches\` pitches high, centred on the line's middle. */
export const GLYPH_GRID = { width: ${GRID.width}, height: ${GRID.height}, heightInPitches: ${HEIGHT_IN_PITCHES} } as const;

/**
 * Each character's ink (0 paper, 255 ink) over the grid, row by row, one character after another in
 * the order of ZONE_ALPHABET (../mrz/zoneAlphabet.ts), in base64.
 */
export const GLYPH_INK =
  '${data}';
`,
);
console.log(OUT);
