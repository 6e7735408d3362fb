// Renders the passport scan's test pictures (e2e/fixtures/mrz/, see its README) in Chromium: made-up
// documents with their zones in OCR-B (mrzDocuments.ts), each straight above and as a phone held by
// hand photographs it. The data is ICAO 9303's own specimens'; run `node scripts/generate/mrzFixtures.ts`
// to make them again (it needs Debian's fonts-ocr-b, which .ci/run installs).
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/ensureChromium.ts';
import {
  documentHtml,
  PHOTOGRAPHED,
  photograph,
  STRAIGHT,
  td1,
  td3,
  type Holder,
  type PrintedText,
} from './mrzDocuments.ts';

const OUT = 'e2e/fixtures/mrz';

// ICAO 9303 part 4's specimen, valid until 2034 rather than 2012 so that a journey's form accepts it.
const SPECIMEN: Holder = {
  code: 'P',
  state: 'UTO',
  nationality: 'UTO',
  surname: 'ERIKSSON',
  given: 'ANNA MARIA',
  number: 'L898902C3',
  birth: '740812',
  sex: 'F',
  expiry: '340415',
  optional: 'ZE184226B',
};
const passport = td3(SPECIMEN);
// A German identity card in the specimen's manner (Germany is `D` in the zone).
const idCard = td1({
  code: 'ID',
  state: 'D<<',
  nationality: 'D<<',
  surname: 'MUSTERMANN',
  given: 'ERIKA',
  number: 'T22000129',
  birth: '640812',
  sex: 'F',
  expiry: '310801',
});
// One character of the document number misprinted (L898902C5): its check digit no longer matches.
const misprinted = [passport[0], `${passport[1].slice(0, 8)}5${passport[1].slice(9)}`] as const;

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

const passportPage = documentHtml({ lines: passport, format: 'TD3', printed: PASSPORT_TEXT });
const card = documentHtml({ lines: idCard, format: 'TD1', paper: '#e6e9f2', printed: ID_TEXT });

/** Each picture: its document and how it is photographed. */
export const FIXTURES = [
  { file: 'td3-passport.jpg', html: passportPage, shot: STRAIGHT },
  { file: 'td3-photographed.jpg', html: passportPage, shot: PHOTOGRAPHED },
  { file: 'td1-id-card.jpg', html: card, shot: STRAIGHT },
  { file: 'td1-photographed.jpg', html: card, shot: PHOTOGRAPHED },
  {
    file: 'td3-wrong-check-digit.jpg',
    html: documentHtml({ lines: misprinted, format: 'TD3', printed: PASSPORT_TEXT }),
    shot: STRAIGHT,
  },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage();
  for (const { file, html, shot } of FIXTURES) {
    writeFileSync(`${OUT}/${file}`, await photograph(page, html, shot));
    console.log(`${OUT}/${file}`);
  }
  await browser.close();
}
