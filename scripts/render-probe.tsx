// CPU per render, measured apart from the HTTP server: the worker's renderer bundled for V8 and
// called in a loop with answers held in memory. `npm run bench` builds and runs this file.
import { readFileSync } from 'node:fs';
import { renderPage } from '../web/render.server.tsx';
import { portalPage } from '../worker/sandbox/confApi.ts';
import type { BuildManifest } from '../shared/render.ts';
import type { Reservation } from '../shared/schemas/reservation.ts';

const build = JSON.parse(readFileSync('dist/client/builds/latest.json', 'utf8')) as BuildManifest;
const TOKEN = 'O16JKy25YT3jAJ0N5ncU0iiI';
const reservation: Reservation = {
  token: TOKEN,
  number: '4815162342',
  accommodationCode: 'IT3020.100.1',
  accommodation: {
    code: 'IT3020.100.1',
    name: 'Casa Lucia',
    place: 'Lazise',
    country: 'IT',
    maxGuests: 6,
    image: { url: '/images/casa-lucia.svg', width: 640, height: 400, alt: 'Casa Lucia' },
  },
  checkin: '2027-01-06',
  checkout: '2027-01-13',
  duration: 7,
  language: 'en',
  state: 'OK',
  documents: [{ name: 'voucher' }],
  insertDate: '2026-09-23',
  partnerid: null,
};

const render = (path: string) =>
  renderPage({
    request: new Request(`https://portal.test${path}`),
    lang: 'en',
    nonce: 'bench',
    pageConfig: portalPage('portal.test', path, 'en'),
    api: async () => Response.json(reservation),
    build,
    contactPhone: '+41 44 000 00 00',
    reportError: () => {},
  }).then((response) => response.text());

const results: Record<string, number> = {};
for (const [name, path] of [
  ['home /', '/?lang=en'],
  ['error page (404)', '/no-such-page?lang=en'],
  ['reservation (data, streamed)', `/reservations/${TOKEN}?lang=en`],
] as const) {
  for (let i = 0; i < 200; i += 1) await render(path);
  const rounds = 500;
  const before = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) await render(path);
  const used = process.cpuUsage(before);
  results[name] = (used.user + used.system) / 1000 / rounds;
}
console.log(JSON.stringify(results));
