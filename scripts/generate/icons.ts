// Draws the tab's icon and the installed app's icons from the portal's logo, web/public/images/logo.svg:
// Chromium renders the house on the theme colour and Playwright saves each size as PNG into
// web/public/images/icons/. The "any" icons are the logo as it is (rounded square); the maskable one
// fills its square and keeps the house inside the central 80% a launcher's mask never cuts.
// Run again after the logo changes: `node scripts/generate/icons.ts`, then commit the PNG files.
import { chromium } from '@playwright/test';
import { readFile, mkdir } from 'node:fs/promises';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/ensureChromium.ts';

const OUT = 'web/public/images/icons';
const logo = await readFile('web/public/images/logo.svg', 'utf8');
const house = /<path [^>]*\/>/.exec(logo)?.[0];
const background = /<rect [^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1];
if (!house || !background) throw new Error('logo.svg: no house path or background colour found');

/**
 * The house on a full square, drawn at 80% around the logo's centre: its corners then lie within the
 * circle of 40% radius that a maskable icon's safe zone is.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${background}"/><g transform="translate(20 21) scale(0.8) translate(-20 -21)">${house}</g></svg>`;

const ICONS = [
  // The tab's icon. Not the SVG itself: Chromium decodes a page's SVG icon on its main thread by
  // building a document for it, a long task in traced loads (DECISION.md), in the middle of the page's start.
  { file: 'icon-32.png', size: 32, svg: logo },
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  // iOS's home screen reads no manifest icon: it takes `apple-touch-icon`, 180 px on current
  // iPhones, puts black behind transparency and rounds the corners itself, so the full square.
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace(/<svg [^>]*?viewBox="0 0 40 40"[^>]*>/, (open) =>
      open.replace(/ (width|height)="\d+"/g, '').replace('<svg ', `<svg width="${size}" height="${size}" `),
    );
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({
      path: `${OUT}/${file}`,
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`icons written to ${OUT}`);
