// Made-up identity documents as a phone photographs them, for the passport scan's test pictures
// (mrzFixtures.ts) and its measurements (scripts/bench/scanTiming.ts): the machine-readable zone
// written by ICAO 9303's rules, drawn as HTML in Chromium in OCR-B, the typeface every passport and
// identity card prints its zone in (Debian's fonts-ocr-b), then shot as a camera would see it.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { checkDigit as zoneCheckDigit } from '../../web/features/passportScan/mrz/zoneGrammar.ts';

/** Where Debian's fonts-ocr-b puts the regular face (family "OCR B"). */
export const OCR_B_FONT = '/usr/share/fonts/opentype/ocr-b/OCRB.otf';

/** A document holder's data as the zone writes it: dates YYMMDD, names in A-Z with spaces. */
export interface Holder {
  /** The document code: `P`, `P<`, `I<`, `ID`, `AC`… (one or two characters). */
  code: string;
  /** The issuing state and the nationality, as the zone writes them (`D<<`, `GBR`, `UTO`). */
  state: string;
  nationality: string;
  surname: string;
  given: string;
  number: string;
  birth: string;
  sex: 'M' | 'F' | '<';
  expiry: string;
  /** TD3's personal number; TD1's and TD2's optional data. */
  optional?: string;
}

/** ICAO 9303's check digit, as the zone writes it. */
export const checkDigit = (text: string) => String(zoneCheckDigit(text));

const pad = (text: string, length: number) => text.padEnd(length, '<').slice(0, length);

/** The names as the zone writes them: surname, `<<`, given names, `<` for a space or a hyphen, cut to the field. */
const nameField = ({ surname, given }: Holder, length: number) =>
  pad(`${surname}<<${given}`.replace(/[ -]/g, '<'), length);

/** A passport's two lines of 44 (TD3), every check digit computed. */
export function td3(holder: Holder): [string, string] {
  const { code, state, number, nationality, birth, sex, expiry, optional = '' } = holder;
  const line1 = pad(`${pad(code, 2)}${state}${nameField(holder, 39)}`, 44);
  const start = `${pad(number, 9)}${checkDigit(pad(number, 9))}${nationality}${birth}${checkDigit(birth)}${sex}`;
  const personal = pad(optional, 14);
  const rest = `${expiry}${checkDigit(expiry)}${personal}${optional ? checkDigit(personal) : '<'}`;
  const composite = checkDigit(`${start.slice(0, 10)}${start.slice(13, 20)}${rest}`);
  return [line1, `${start}${rest}${composite}`];
}

/** An identity card's or visa's two lines of 36 (TD2). */
export function td2(holder: Holder): [string, string] {
  const { code, state, number, nationality, birth, sex, expiry, optional = '' } = holder;
  const line1 = `${pad(code, 2)}${state}${nameField(holder, 31)}`;
  const line2 = `${pad(number, 9)}${checkDigit(pad(number, 9))}${nationality}${birth}${checkDigit(birth)}${sex}${expiry}${checkDigit(expiry)}${pad(optional, 7)}`;
  const composite = checkDigit(`${line2.slice(0, 10)}${line2.slice(13, 20)}${line2.slice(21, 35)}`);
  return [line1, `${line2}${composite}`];
}

/** An identity card's three lines of 30 (TD1). */
export function td1(holder: Holder): [string, string, string] {
  const { code, state, number, nationality, birth, sex, expiry, optional = '' } = holder;
  const line1 = pad(`${pad(code, 2)}${state}${pad(number, 9)}${checkDigit(pad(number, 9))}${optional}`, 30);
  const line2 = pad(`${birth}${checkDigit(birth)}${sex}${expiry}${checkDigit(expiry)}${nationality}`, 29);
  const composite = checkDigit(
    `${line1.slice(5, 30)}${line2.slice(0, 7)}${line2.slice(8, 15)}${line2.slice(18, 29)}`,
  );
  return [line1, `${line2}${composite}`, nameField(holder, 30)];
}

/** The words printed on the page above the zone: a title, and each field a label and its value. */
export interface PrintedText {
  title: string;
  fields: [label: string, value: string][];
}

/** The zone's character pitch, 2.54 mm (ICAO 9303 part 3), at each drawing's scale. */
const LAYOUT = {
  // A passport's data page, 125 × 88 mm, at 8 px a mm.
  TD3: { width: 1000, height: 704, radius: 8, pitch: 20.32, left: 40, bottom: 34, lineGap: 4.23 * 8 },
  // An identity card, 85.6 × 54 mm (ID-1), at 10 px a mm.
  TD1: { width: 856, height: 540, radius: 30, pitch: 25.4, left: 46, bottom: 28, lineGap: 4.23 * 10 },
  // ID-2, 105 × 74 mm, at 9 px a mm.
  TD2: { width: 945, height: 666, radius: 26, pitch: 22.86, left: 36, bottom: 32, lineGap: 4.23 * 9 },
} as const;

export type DocumentFormat = keyof typeof LAYOUT;

/** The font as a data URL, so the drawing cannot fall back to another face unnoticed. */
function ocrBFace() {
  const font = readFileSync(OCR_B_FONT).toString('base64');
  return `@font-face{font-family:'OCR-B zone';src:url(data:font/otf;base64,${font}) format('opentype')}`;
}

/** A document page as HTML: card colours and guilloche, a photo box, printed fields and the zone at the bottom. */
export function documentHtml({
  lines,
  format,
  printed,
  ink = '#16181a',
  paper = '#e9efe6',
  glyphScale = 1,
}: {
  lines: readonly string[];
  format: DocumentFormat;
  printed: PrintedText;
  ink?: string;
  paper?: string;
  /** The characters' size against the face's own at the pitch (a printer's smaller type, spaced out to the pitch). */
  glyphScale?: number;
}): string {
  const { width, height, radius, pitch, left, bottom, lineGap } = LAYOUT[format];
  const photoWidth = Math.round(width * 0.23);
  const fieldsLeft = Math.round(width * 0.31);
  return `<div id="document" style="width:${width}px;height:${height}px;position:relative;border-radius:${radius}px;
    background:${paper} repeating-radial-gradient(circle at 30% 40%, transparent 0 9px, rgb(90 130 110 / 0.12) 10px 11px);
    font-family:'DejaVu Sans',sans-serif;color:${ink};overflow:hidden;box-shadow:0 6px 24px rgb(0 0 0 / 0.45)">
    <div style="position:absolute;left:${left}px;top:26px;font-size:${Math.round(width / 38)}px;letter-spacing:2px">${printed.title}</div>
    <div style="position:absolute;left:${left}px;top:${Math.round(height * 0.13)}px;width:${photoWidth}px;height:${Math.round(photoWidth * 1.3)}px;background:#b8c2c8"></div>
    <div style="position:absolute;left:${fieldsLeft}px;top:${Math.round(height * 0.14)}px;font-size:${Math.round(width / 55)}px;line-height:1.45">
      ${printed.fields.map(([label, value]) => `<div style="font-size:0.72em;opacity:.75">${label}</div><div>${value}</div>`).join('')}
    </div>
    <div class="zone" data-pitch="${pitch}" data-scale="${glyphScale}" style="position:absolute;left:${left}px;bottom:${bottom}px;font-family:'OCR-B zone';font-size:${pitch}px;
      line-height:${lineGap.toFixed(1)}px;white-space:pre;font-kerning:none;font-variant-ligatures:none">${lines.map((line) => line.replaceAll('<', '&lt;')).join('\n')}</div>
  </div>`;
}

/** How the camera sees the document: straight above it in good light, or as a guest holds a phone. */
export interface Shot {
  /** A CSS transform of the document (tilt, perspective). */
  transform?: string;
  /** Blur of the lens or a hand's shake, in CSS pixels. */
  blur?: number;
  /** Light: 1 is good light, lower is dimmer. */
  brightness?: number;
  contrast?: number;
  /** A lamp to one side: light falling off across the picture. */
  uneven?: boolean;
  /** JPEG quality of the saved photo. */
  quality?: number;
}

export const STRAIGHT: Shot = { quality: 82 };
/** A phone held by hand over a table at dusk: a few degrees of tilt and perspective, slight blur, dim light, JPEG 70. */
export const PHOTOGRAPHED: Shot = {
  transform: 'perspective(1600px) rotateX(8deg) rotateY(-5deg) rotateZ(-3deg)',
  blur: 0.7,
  brightness: 0.62,
  contrast: 0.85,
  uneven: true,
  quality: 70,
};

export const CAMERA = { width: 1280, height: 960 };

/** The document photographed on a dark wooden table, as a JPEG the size a camera gives. */
export async function photograph(page: Page, html: string, shot: Shot): Promise<Buffer> {
  const { transform = 'none', blur = 0, brightness = 1, contrast = 1, uneven = false, quality = 82 } = shot;
  await page.setViewportSize(CAMERA);
  await page.setContent(
    `<style>${ocrBFace()}</style>
    <body style="margin:0;width:${CAMERA.width}px;height:${CAMERA.height}px;overflow:hidden;position:relative;
      background:radial-gradient(circle at 35% 30%, #7a6048, #4f3b2a)">
      <div style="position:absolute;inset:0;display:grid;place-items:center;filter:blur(${blur}px) brightness(${brightness}) contrast(${contrast})">
        <div style="transform:${transform}">${html}</div>
      </div>
      ${uneven ? '<div style="position:absolute;inset:0;background:linear-gradient(105deg, rgb(255 250 235 / 0.10), rgb(0 0 0 / 0.38))"></div>' : ''}
    </body>`,
  );
  await page.evaluate(async () => {
    await document.fonts.load("40px 'OCR-B zone'");
    await document.fonts.ready;
    if (!document.fonts.check("40px 'OCR-B zone'")) throw new Error('OCR-B did not load');
    // The font size whose advance is the zone's pitch, measured on the face itself.
    for (const zone of document.querySelectorAll<HTMLElement>('.zone')) {
      const probe = document.createElement('span');
      probe.textContent = '<'.repeat(100);
      probe.style.display = 'inline-block';
      zone.appendChild(probe);
      // The layout's own width, before the shot's transform tilts or shrinks it.
      const advance = probe.offsetWidth / 100 / parseFloat(getComputedStyle(zone).fontSize);
      probe.remove();
      const size = (Number(zone.dataset.pitch) / advance) * Number(zone.dataset.scale);
      zone.style.fontSize = `${size}px`;
      zone.style.letterSpacing = `${Number(zone.dataset.pitch) - advance * size}px`;
    }
  });
  return page.screenshot({ type: 'jpeg', quality });
}
