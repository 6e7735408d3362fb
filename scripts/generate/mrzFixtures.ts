// Renders the passport scan's test pictures (e2e/fixtures/mrz/, see its README) in Chromium: a
// document drawn as HTML, its machine-readable zone in a monospaced font close to OCR-B, photographed
// as a phone would (JPEG, a table around it, at an angle or in poor light for some). The data is
// ICAO 9303's own specimens'; run `node scripts/generate/mrzFixtures.ts` to make them again.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/ensureChromium.ts';

const OUT = 'e2e/fixtures/mrz';

/** A document holder's data as the zone writes it: dates YYMMDD, `<` for a space. */
interface Holder {
  state: string;
  surname: string;
  given: string;
  number: string;
  nationality: string;
  birth: string;
  sex: string;
  expiry: string;
}

/** The words printed on the page above the zone, each field a label and its value. */
interface PrintedText {
  title: string;
  fields: [label: string, value: string][];
}

/** ICAO 9303's check digit: weights 7, 3, 1 over the characters' values (`<` 0, A 10 … Z 35). */
function checkDigit(text: string) {
  let sum = 0;
  [...text].forEach((char, i) => {
    const value = char === '<' ? 0 : /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
    sum += value * [7, 3, 1][i % 3]!;
  });
  return String(sum % 10);
}

const pad = (text: string, length: number) => text.padEnd(length, '<');

/** A passport's two lines (TD3), with every check digit computed. */
function td3(holder: Holder & { personal: string }) {
  const { state, surname, given, number, nationality, birth, sex, expiry, personal } = holder;
  const line1 = pad(`P<${state}${surname}<<${given.replaceAll(' ', '<')}`, 44);
  const start = `${pad(number, 9)}${checkDigit(pad(number, 9))}${nationality}${birth}${checkDigit(birth)}${sex}`;
  const rest = `${expiry}${checkDigit(expiry)}${pad(personal, 14)}${checkDigit(pad(personal, 14))}`;
  const composite = checkDigit(`${start.slice(0, 10)}${start.slice(13, 20)}${rest}`);
  return [line1, `${start}${rest}${composite}`] as const;
}

/** An identity card's three lines (TD1). */
function td1(card: Holder & { code: string }) {
  const { code, state, surname, given, number, nationality, birth, sex, expiry } = card;
  const line1 = pad(`${code}${state}${pad(number, 9)}${checkDigit(pad(number, 9))}`, 30);
  const line2 = pad(`${birth}${checkDigit(birth)}${sex}${expiry}${checkDigit(expiry)}${nationality}`, 29);
  const composite = checkDigit(
    `${line1.slice(5, 30)}${line2.slice(0, 7)}${line2.slice(8, 15)}${line2.slice(18, 29)}`,
  );
  return [line1, `${line2}${composite}`, pad(`${surname}<<${given.replaceAll(' ', '<')}`, 30)];
}

// ICAO 9303 part 4's specimen, valid until 2034 rather than 2012 so that a journey's form accepts it.
const SPECIMEN = {
  state: 'UTO',
  surname: 'ERIKSSON',
  given: 'ANNA MARIA',
  number: 'L898902C3',
  nationality: 'UTO',
  birth: '740812',
  sex: 'F',
  expiry: '340415',
  personal: 'ZE184226B',
};
const passport = td3(SPECIMEN);
// A German identity card in the specimen's manner (Germany is `D` in the zone).
const idCard = td1({
  code: 'ID',
  state: 'D<<',
  surname: 'MUSTERMANN',
  given: 'ERIKA',
  number: 'T22000129',
  nationality: 'D<<',
  birth: '640812',
  sex: 'F',
  expiry: '310801',
});
// One digit of the document number misprinted: its check digit no longer matches.
const misprinted = [passport[0], `${passport[1].slice(0, 8)}5${passport[1].slice(9)}`] as const;

/** A document page as HTML: card colours, a photo box, printed fields and the zone at the bottom. */
function documentHtml({
  lines,
  kind,
  ink = '#111',
  paper = '#e9efe6',
  printed,
}: {
  lines: readonly string[];
  kind: 'TD1' | 'TD3';
  ink?: string;
  paper?: string;
  printed: PrintedText;
}) {
  const passportPage = kind === 'TD3';
  const width = passportPage ? 1000 : 856;
  const height = passportPage ? 704 : 540;
  const pitch = passportPage ? 20.3 : 25.4;
  return `<div id="document" style="width:${width}px;height:${height}px;position:relative;border-radius:${passportPage ? 8 : 30}px;
    background:${paper} repeating-radial-gradient(circle at 30% 40%, transparent 0 9px, rgb(90 130 110 / 0.12) 10px 11px);
    font-family:'DejaVu Sans',sans-serif;color:${ink};overflow:hidden;box-shadow:0 6px 24px rgb(0 0 0 / 0.45)">
    <div style="position:absolute;left:40px;top:28px;font-size:26px;letter-spacing:2px">${printed.title}</div>
    <div style="position:absolute;left:40px;top:90px;width:${passportPage ? 230 : 200}px;height:${passportPage ? 300 : 250}px;background:#b8c2c8"></div>
    <div style="position:absolute;left:${passportPage ? 310 : 270}px;top:96px;font-size:18px;line-height:1.45">
      ${printed.fields.map(([label, value]) => `<div style="font-size:13px;opacity:.75">${label}</div><div>${value}</div>`).join('')}
    </div>
    <div style="position:absolute;left:${passportPage ? 30 : 40}px;bottom:${passportPage ? 30 : 26}px;font-family:'Liberation Mono',monospace;
      font-size:${pitch / 0.602}px;line-height:1.45;white-space:pre">${lines.map((line) => line.replaceAll('<', '&lt;')).join('\n')}</div>
  </div>`;
}

const PASSPORT_TEXT: PrintedText = {
  title: 'PASSPORT · UTOPIA',
  fields: [
    ['Surname', 'ERIKSSON'],
    ['Given names', 'ANNA MARIA'],
    ['Nationality', 'UTOPIAN'],
    ['Date of birth', '12 AUG 1974'],
    ['Date of expiry', '15 APR 2034'],
  ],
};
const ID_TEXT: PrintedText = {
  title: 'PERSONALAUSWEIS',
  fields: [
    ['Name', 'MUSTERMANN'],
    ['Vornamen', 'ERIKA'],
    ['Geburtstag', '12.08.1964'],
    ['Gültig bis', '01.08.2031'],
  ],
};

/** Each picture: its document, and how it is photographed (a CSS transform and the light). */
const FIXTURES = [
  { file: 'td3-passport.jpg', html: documentHtml({ lines: passport, kind: 'TD3', printed: PASSPORT_TEXT }) },
  {
    file: 'td1-id-card.jpg',
    html: documentHtml({ lines: idCard, kind: 'TD1', paper: '#e6e9f2', printed: ID_TEXT }),
  },
  {
    file: 'td3-angle.jpg',
    html: documentHtml({ lines: passport, kind: 'TD3', printed: PASSPORT_TEXT }),
    transform: 'perspective(1800px) rotateX(9deg) rotateY(-6deg) rotateZ(-3deg)',
  },
  {
    file: 'td3-low-contrast.jpg',
    html: documentHtml({
      lines: passport,
      kind: 'TD3',
      ink: '#7d837c',
      paper: '#c9cfc4',
      printed: PASSPORT_TEXT,
    }),
    light: 'filter:brightness(0.8) contrast(0.7)',
  },
  {
    file: 'td3-wrong-check-digit.jpg',
    html: documentHtml({ lines: misprinted, kind: 'TD3', printed: PASSPORT_TEXT }),
  },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 960 } });
for (const { file, html, transform = 'none', light = '' } of FIXTURES) {
  await page.setContent(
    `<body style="margin:0;width:1280px;height:960px;display:grid;place-items:center;${light};
      background:radial-gradient(circle at 35% 30%, #7a6048, #4f3b2a)">
      <div style="transform:${transform}">${html}</div></body>`,
  );
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${OUT}/${file}`, type: 'jpeg', quality: 82 });
  console.log(`${OUT}/${file}`);
}
await browser.close();
