import type { D1Database } from '../env.ts';
import { randomToken } from './randomToken.ts';

const MARKER = 'seeded';

export interface SeedAccommodation {
  code: string;
  name: string;
  place: string;
  country: string;
  maxGuests: number;
  image: { url: string; width: number; height: number; alt: string };
}

export const ACCOMMODATIONS: SeedAccommodation[] = [
  {
    code: 'IT3020.100.1',
    name: 'Casa Lucia',
    place: 'Lazise',
    country: 'IT',
    maxGuests: 6,
    image: {
      url: '/images/casa-lucia.svg',
      width: 640,
      height: 400,
      alt: 'Casa Lucia: stone house with olive trees',
    },
  },
  {
    code: 'AT6370.200.4',
    name: 'Chalet Alpenglühn',
    place: 'Kitzbühel',
    country: 'AT',
    maxGuests: 8,
    image: {
      url: '/images/chalet-alpengluehn.svg',
      width: 640,
      height: 400,
      alt: 'Chalet Alpenglühn: wooden chalet below the mountains',
    },
  },
  {
    code: 'DK1050.12.1',
    name: 'Klitgården',
    place: 'Blåvand',
    country: 'DK',
    maxGuests: 4,
    image: {
      url: '/images/klitgaarden.svg',
      width: 640,
      height: 400,
      alt: 'Klitgården: thatched cottage in the dunes',
    },
  },
];

interface SeedReservation {
  number: string;
  accommodationCode: string;
  /** Days from today. */
  arrivesIn: number;
  nights: number;
  language: 'en' | 'de';
  state: string;
  email: string;
  documents: string[];
  partnerId: string | null;
}

export const RESERVATIONS: SeedReservation[] = [
  {
    number: '4815162342',
    accommodationCode: 'IT3020.100.1',
    arrivesIn: 45,
    nights: 7,
    language: 'en',
    state: 'OK',
    email: 'emma.walker@example.com',
    documents: ['invoice', 'voucher'],
    partnerId: null,
  },
  {
    number: '4815162343',
    accommodationCode: 'AT6370.200.4',
    arrivesIn: 20,
    nights: 5,
    language: 'de',
    state: 'OK',
    email: 'jonas.keller@example.de',
    documents: ['invoice'],
    partnerId: null,
  },
  {
    number: '4815162344',
    accommodationCode: 'DK1050.12.1',
    arrivesIn: 30,
    nights: 7,
    language: 'en',
    state: 'CA',
    email: 'liam.hughes@example.com',
    documents: ['invoice', 'voucher'],
    partnerId: null,
  },
  {
    number: '4815162345',
    accommodationCode: 'IT3020.100.1',
    arrivesIn: 60,
    nights: 3,
    language: 'de',
    state: 'XX',
    email: 'anna.schmidt@example.de',
    documents: [],
    partnerId: null,
  },
  {
    number: '4815162346',
    accommodationCode: 'AT6370.200.4',
    arrivesIn: 10,
    nights: 14,
    language: 'en',
    state: 'HC',
    email: 'owner.services@example.com',
    documents: [],
    partnerId: null,
  },
  {
    number: '4815162347',
    accommodationCode: 'DK1050.12.1',
    arrivesIn: 90,
    nights: 7,
    language: 'de',
    state: 'OB',
    email: 'mette.jensen@example.dk',
    documents: [],
    partnerId: null,
  },
  {
    number: '4815162348',
    accommodationCode: 'IT3020.100.1',
    arrivesIn: 120,
    nights: 10,
    language: 'en',
    state: 'RQ',
    email: 'olivia.brown@example.com',
    documents: [],
    partnerId: 'P1234',
  },
  {
    number: '4815162349',
    accommodationCode: 'DK1050.12.1',
    arrivesIn: -2,
    nights: 7,
    language: 'en',
    state: 'OK',
    email: 'noah.wilson@example.com',
    documents: ['invoice', 'voucher'],
    partnerId: null,
  },
  {
    number: '4815162350',
    accommodationCode: 'AT6370.200.4',
    arrivesIn: -40,
    nights: 7,
    language: 'de',
    state: 'OK',
    email: 'lena.wagner@example.de',
    documents: ['invoice', 'voucher'],
    partnerId: null,
  },
];

/** conf-api pages that redirect: a permanent one (default status) and a temporary one to another site. */
export const REDIRECT_PAGES = [
  { path: '/bookings', body: { location: '/myaccount/bookings' } },
  { path: '/old-portal', body: { location: '/', status: 301 } },
  {
    path: '/holiday-homes',
    body: { location: 'https://www.holiday-homes.example/holiday-homes', status: 302 },
  },
];

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: Date, days: number): Date {
  const next = new Date(day);
  next.setUTCDate(next.getUTCDate() + days);
  return next;
}

/** Seeds the demo data once; concurrent first requests race on the marker and only one batch commits. */
export async function ensureSeeded(db: D1Database): Promise<void> {
  const marker = await db.prepare('SELECT value FROM sandbox_meta WHERE key = ?').bind(MARKER).first();
  if (marker) return;
  try {
    await seed(db);
  } catch (error) {
    const seededMeanwhile = await db
      .prepare('SELECT value FROM sandbox_meta WHERE key = ?')
      .bind(MARKER)
      .first();
    if (!seededMeanwhile) throw error;
  }
}

export async function resetSandbox(db: D1Database): Promise<void> {
  await db.batch(
    ['reservations', 'accommodations', 'conf_pages', 'outbox', 'sandbox_meta'].map((table) =>
      db.prepare(`DELETE FROM ${table}`),
    ),
  );
  await seed(db);
}

async function seed(db: D1Database): Promise<void> {
  const now = new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const statements = [
    ...ACCOMMODATIONS.map((a) =>
      db
        .prepare(
          'INSERT INTO accommodations (code, name, place, country, max_guests, image_url, image_width, image_height, image_alt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(
          a.code,
          a.name,
          a.place,
          a.country,
          a.maxGuests,
          a.image.url,
          a.image.width,
          a.image.height,
          a.image.alt,
        ),
    ),
    ...RESERVATIONS.map((r) => {
      const checkin = addDays(today, r.arrivesIn);
      return db
        .prepare(
          'INSERT INTO reservations (token, number, accommodation_code, checkin, checkout, language, state, email, documents, insert_date, partner_id, last_modified) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(
          randomToken(),
          r.number,
          r.accommodationCode,
          isoDay(checkin),
          isoDay(addDays(checkin, r.nights)),
          r.language,
          r.state,
          r.email,
          JSON.stringify(r.documents.map((name) => ({ name }))),
          isoDay(addDays(today, -60)),
          r.partnerId,
          now.toISOString(),
        );
    }),
    ...REDIRECT_PAGES.map((page) =>
      db
        .prepare('INSERT INTO conf_pages (path, pagetype, body) VALUES (?, ?, ?)')
        .bind(page.path, 'redirect', JSON.stringify(page.body)),
    ),
    db.prepare('INSERT INTO sandbox_meta (key, value) VALUES (?, ?)').bind(MARKER, now.toISOString()),
  ];
  await db.batch(statements);
}
