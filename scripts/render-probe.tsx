// CPU per render, measured apart from the HTTP server: the worker's renderer bundled for V8 and
// called in a loop with answers held in memory. `npm run bench` builds and runs this file.
import { readFileSync } from 'node:fs';
import { renderPage } from '../web/render.server.tsx';
import { portalPage } from '../sandbox/confApi.ts';
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
    street: 'Via Gardesana 12',
    zip: '37017',
    place: 'Lazise',
    region: 'Lake Garda',
    country: 'IT',
    maxGuests: 6,
    image: { url: '/images/casa-lucia.svg', width: 640, height: 400, alt: 'Casa Lucia' },
  },
  checkin: '2027-01-06',
  checkout: '2027-01-13',
  duration: 7,
  language: 'en',
  state: 'OK',
  documents: [{ name: 'invoice' }],
  insertDate: '2026-09-23',
  partnerid: null,
  emailHint: 'e•••r@example.com',
  persons: { adults: 2, children: 1, babies: 0 },
  price: {
    currency: 'EUR',
    total: 110_900,
    paid: 0,
    outstanding: 110_900,
    dueDate: '2026-12-07',
    status: 'unpaid',
  },
  paymentOptions: [{ method: 'creditcard', prepayment: true }],
  services: [
    {
      code: 'LINEN',
      name: 'Bed linen and towels',
      unit: 'person',
      unitPrice: 1_800,
      quantity: 3,
      maxQuantity: 6,
      total: 5_400,
    },
  ],
  cancellation: null,
  refund: null,
  lastModified: '2026-11-22T07:00:00.000Z',
  precheckin: null,
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
    partner: null,
    features: { features: {}, payloads: {} },
    theme: {},
    identityBase: null,
    hasSessionCookie: false,
    reportError: () => {},
    telemetry: { release: 'bench', requestId: 'bench', errors: null, feedbackKey: null },
    tagManagerScript: null,
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
