import type { D1Database, D1PreparedStatement } from '../kit/env.ts';
import { randomToken } from '../kit/secrets.ts';
import { stayTotal, type ServiceUnit } from '../webcc/pricing.ts';
import type { AccommodationRow } from '../webcc/reservationStore.ts';
import { SEED_REVIEWS } from './seedReviews.ts';
import { SEED_PARTNERS } from '../webcc/partners.ts';
import { precheckinStatements } from './seedPrecheckins.ts';
import { accountStatements, IDENTITY_TABLES_CHILD_FIRST } from '../identity/seedAccounts.ts';
import { guestworldUserStatements } from '../guestworld/seedUsers.ts';
import { wishlistStatements } from '../guestworld/seedWishlists.ts';
import { arrivalStatements } from './seedArrivals.ts';

const MARKER = 'seeded';
/** Raise it whenever the demo data changes: a sandbox seeded by an older version is seeded again. */
const SEED_VERSION = '11';

/** Its name and address are the accommodation row's columns as they are. */
interface SeedAccommodation extends Pick<
  AccommodationRow,
  'code' | 'name' | 'street' | 'zip' | 'place' | 'region' | 'country'
> {
  maxGuests: number;
  nightlyRate: number;
  includedPersons: number;
  extraPersonRate: number;
  image: { url: string; width: number; height: number; alt: string };
  keyHandover: Record<'en' | 'de', { text: string; address: string; openingHours: string }>;
  keyholder: { name: string; phone: string; email: string };
}

export const ACCOMMODATIONS: SeedAccommodation[] = [
  {
    code: 'IT3020.100.1',
    name: 'Casa Lucia',
    street: 'Via Gardesana 12',
    zip: '37017',
    place: 'Lazise',
    region: 'Lake Garda',
    country: 'IT',
    maxGuests: 6,
    nightlyRate: 14_500,
    includedPersons: 4,
    extraPersonRate: 1_500,
    image: {
      url: '/images/casa-lucia.svg',
      width: 640,
      height: 400,
      alt: 'Casa Lucia: stone house with olive trees',
    },
    keyHandover: {
      en: {
        text: 'Collect the keys at the agency in Lazise.',
        address: 'Agenzia Lago, Piazza Vittorio Emanuele 3, 37017 Lazise',
        openingHours: 'Saturdays 15:00 to 19:00',
      },
      de: {
        text: 'Die Schlüssel erhalten Sie in der Agentur in Lazise.',
        address: 'Agenzia Lago, Piazza Vittorio Emanuele 3, 37017 Lazise',
        openingHours: 'Samstags 15:00 bis 19:00',
      },
    },
    keyholder: { name: 'Giulia Rossi', phone: '+39 045 000 0000', email: 'keys.lazise@example.com' },
  },
  {
    code: 'AT6370.200.4',
    name: 'Chalet Alpenglühn',
    street: 'Hahnenkammstraße 8',
    zip: '6370',
    place: 'Kitzbühel',
    region: 'Tyrol',
    country: 'AT',
    maxGuests: 8,
    nightlyRate: 26_000,
    includedPersons: 6,
    extraPersonRate: 2_000,
    image: {
      url: '/images/chalet-alpengluehn.svg',
      width: 640,
      height: 400,
      alt: 'Chalet Alpenglühn: wooden chalet below the mountains',
    },
    keyHandover: {
      en: {
        text: 'The owner welcomes you at the chalet.',
        address: 'Hahnenkammstraße 8, 6370 Kitzbühel',
        openingHours: 'Arrival day 16:00 to 20:00',
      },
      de: {
        text: 'Die Eigentümerin empfängt Sie am Chalet.',
        address: 'Hahnenkammstraße 8, 6370 Kitzbühel',
        openingHours: 'Anreisetag 16:00 bis 20:00',
      },
    },
    keyholder: { name: 'Maria Hofer', phone: '+43 5356 000 00', email: 'chalet.hofer@example.at' },
  },
  {
    code: 'DK1050.12.1',
    name: 'Klitgården',
    street: 'Klitvej 21',
    zip: '6857',
    place: 'Blåvand',
    region: 'South Jutland',
    country: 'DK',
    maxGuests: 4,
    nightlyRate: 11_000,
    includedPersons: 4,
    extraPersonRate: 0,
    image: {
      url: '/images/klitgaarden.svg',
      width: 640,
      height: 400,
      alt: 'Klitgården: thatched cottage in the dunes',
    },
    keyHandover: {
      en: {
        text: 'The keys are in a key safe by the front door; the code comes with this voucher.',
        address: 'Klitvej 21, 6857 Blåvand',
        openingHours: 'From 15:00 on arrival day',
      },
      de: {
        text: 'Die Schlüssel liegen im Schlüsseltresor an der Haustür; den Code finden Sie in Ihren Reiseunterlagen.',
        address: 'Klitvej 21, 6857 Blåvand',
        openingHours: 'Ab 15:00 am Anreisetag',
      },
    },
    keyholder: { name: 'Søren Madsen', phone: '+45 75 00 00 00', email: 'service.blaavand@example.dk' },
  },
];

/** Issue 31: destinations whose registration laws the pre-check-in follows, beside Italy and Austria above. */
const REGISTRATION_DEMO_ACCOMMODATIONS: SeedAccommodation[] = [
  {
    code: 'ES4130.300.2',
    name: 'Casa Almendro',
    street: 'Carrer del Port 14',
    zip: '07590',
    place: 'Cala Ratjada',
    region: 'Mallorca',
    country: 'ES',
    maxGuests: 5,
    nightlyRate: 16_000,
    includedPersons: 4,
    extraPersonRate: 1_500,
    image: {
      url: '/images/casa-almendro.svg',
      width: 640,
      height: 400,
      alt: 'Casa Almendro: white finca among almond trees',
    },
    keyHandover: {
      en: {
        text: 'Collect the keys at the agency in Cala Ratjada.',
        address: 'Agencia Llevant, Carrer de Leonor Servera 22, 07590 Cala Ratjada',
        openingHours: 'Daily 15:00 to 20:00',
      },
      de: {
        text: 'Die Schlüssel erhalten Sie in der Agentur in Cala Ratjada.',
        address: 'Agencia Llevant, Carrer de Leonor Servera 22, 07590 Cala Ratjada',
        openingHours: 'Täglich 15:00 bis 20:00',
      },
    },
    keyholder: { name: 'Marta Ferrer', phone: '+34 971 000 000', email: 'keys.calaratjada@example.es' },
  },
  {
    code: 'DE2590.10.3',
    name: 'Haus Dünenblick',
    street: 'Strandweg 5',
    zip: '18225',
    place: 'Kühlungsborn',
    region: 'Baltic Sea',
    country: 'DE',
    maxGuests: 4,
    nightlyRate: 12_500,
    includedPersons: 4,
    extraPersonRate: 0,
    image: {
      url: '/images/haus-duenenblick.svg',
      width: 640,
      height: 400,
      alt: 'Haus Dünenblick: brick house behind the dunes',
    },
    keyHandover: {
      en: {
        text: 'The keys are in a key safe by the front door; the code comes with this voucher.',
        address: 'Strandweg 5, 18225 Kühlungsborn',
        openingHours: 'From 16:00 on arrival day',
      },
      de: {
        text: 'Die Schlüssel liegen im Schlüsseltresor an der Haustür; den Code finden Sie auf diesem Voucher.',
        address: 'Strandweg 5, 18225 Kühlungsborn',
        openingHours: 'Ab 16:00 am Anreisetag',
      },
    },
    keyholder: { name: 'Jan Petersen', phone: '+49 38293 000 00', email: 'service.kuehlungsborn@example.de' },
  },
];

/** Every house of the demo data; the account bookings keep to the first three (ACCOMMODATIONS). */
const ALL_ACCOMMODATIONS = [...ACCOMMODATIONS, ...REGISTRATION_DEMO_ACCOMMODATIONS];

export const countryOf = (accommodationCode: string) =>
  ALL_ACCOMMODATIONS.find((a) => a.code === accommodationCode)!.country;

interface SeedService {
  code: string;
  en: string;
  de: string;
  price: number;
  unit: ServiceUnit;
  maxQuantity: (accommodation: SeedAccommodation) => number;
}

const SERVICES: SeedService[] = [
  {
    code: 'LINEN',
    en: 'Bed linen and towels',
    de: 'Bettwäsche und Handtücher',
    price: 1_800,
    unit: 'person',
    maxQuantity: (a) => a.maxGuests,
  },
  { code: 'COT', en: 'Baby cot', de: 'Babybett', price: 2_500, unit: 'stay', maxQuantity: () => 2 },
  { code: 'PET', en: 'Pet', de: 'Haustier', price: 1_000, unit: 'night', maxQuantity: () => 2 },
  {
    code: 'CLEANING',
    en: 'Final cleaning',
    de: 'Endreinigung',
    price: 8_000,
    unit: 'stay',
    maxQuantity: () => 1,
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
  persons: { adults: number; children: number; babies: number };
  services: Record<string, number>;
  /** Share of the total already paid. */
  paid: number;
}

const reservation = (
  r: Partial<SeedReservation> &
    Pick<SeedReservation, 'number' | 'accommodationCode' | 'arrivesIn' | 'language' | 'state' | 'email'>,
): SeedReservation => ({
  nights: 7,
  documents: ['invoice'],
  partnerId: null,
  persons: { adults: 2, children: 0, babies: 0 },
  services: {},
  paid: 0,
  ...r,
});

/** Paid in full: the voucher comes with the invoice. */
const PAID_IN_FULL = { documents: ['invoice', 'voucher'], paid: 1 };

/** One reservation per case a guest can be in: every state group, paid and not, past to future. */
export const RESERVATIONS: SeedReservation[] = [
  reservation({
    number: '4815162342',
    accommodationCode: 'IT3020.100.1',
    arrivesIn: 45,
    language: 'en',
    state: 'OK',
    email: 'emma.walker@example.com',
    persons: { adults: 2, children: 1, babies: 0 },
    services: { LINEN: 3 },
  }),
  reservation({
    number: '4815162343',
    accommodationCode: 'AT6370.200.4',
    arrivesIn: 20,
    nights: 5,
    language: 'de',
    state: 'OK',
    email: 'jonas.keller@example.de',
    ...PAID_IN_FULL,
    persons: { adults: 4, children: 2, babies: 1 },
    services: { CLEANING: 1, COT: 1 },
  }),
  reservation({
    number: '4815162344',
    accommodationCode: 'DK1050.12.1',
    arrivesIn: 30,
    language: 'en',
    state: 'CA',
    email: 'liam.hughes@example.com',
    ...PAID_IN_FULL,
  }),
  reservation({
    number: '4815162345',
    accommodationCode: 'IT3020.100.1',
    arrivesIn: 60,
    nights: 3,
    language: 'de',
    state: 'XX',
    email: 'anna.schmidt@example.de',
  }),
  reservation({
    number: '4815162346',
    accommodationCode: 'AT6370.200.4',
    arrivesIn: 10,
    nights: 14,
    language: 'en',
    state: 'HC',
    email: 'owner.services@example.com',
    documents: [],
  }),
  reservation({
    number: '4815162347',
    accommodationCode: 'DK1050.12.1',
    arrivesIn: 90,
    language: 'de',
    state: 'OB',
    email: 'mette.jensen@example.dk',
    documents: [],
  }),
  reservation({
    number: '4815162348',
    accommodationCode: 'IT3020.100.1',
    arrivesIn: 120,
    nights: 10,
    language: 'en',
    state: 'RQ',
    email: 'olivia.brown@example.com',
    documents: [],
    partnerId: 'P1234',
  }),
  reservation({
    number: '4815162349',
    accommodationCode: 'DK1050.12.1',
    arrivesIn: -2,
    language: 'en',
    state: 'OK',
    email: 'noah.wilson@example.com',
    ...PAID_IN_FULL,
    persons: { adults: 2, children: 2, babies: 0 },
  }),
  reservation({
    number: '4815162350',
    accommodationCode: 'AT6370.200.4',
    arrivesIn: -40,
    language: 'de',
    state: 'OK',
    email: 'lena.wagner@example.de',
    ...PAID_IN_FULL,
  }),
  reservation({
    number: '4815162351',
    accommodationCode: 'IT3020.100.1',
    arrivesIn: -30,
    language: 'en',
    state: 'OK',
    email: 'sophie.turner@example.com',
    ...PAID_IN_FULL,
  }),
  reservation({
    number: '4815162352',
    accommodationCode: 'AT6370.200.4',
    arrivesIn: 75,
    language: 'en',
    state: 'OK',
    email: 'james.carter@example.com',
    ...PAID_IN_FULL,
    persons: { adults: 3, children: 0, babies: 0 },
    services: { LINEN: 3, PET: 1 },
  }),
  reservation({
    number: '4815162353',
    accommodationCode: 'DK1050.12.1',
    arrivesIn: 50,
    language: 'de',
    state: 'OP',
    email: 'felix.braun@example.de',
    documents: [],
    persons: { adults: 2, children: 0, babies: 1 },
    paid: 0.3,
  }),
  reservation({
    number: '4815162354',
    accommodationCode: 'DK1050.12.1',
    arrivesIn: 35,
    language: 'en',
    state: 'OK',
    email: 'grace.evans@example.com',
    paid: 1,
  }),
  // Unpaid although its payment was due ten days ago (issue 15: the overview says it is overdue).
  reservation({
    number: '4815162355',
    accommodationCode: 'DK1050.12.1',
    arrivesIn: 20,
    language: 'en',
    state: 'OK',
    email: 'ava.morris@example.com',
  }),
  // Issue 31: a stay in Spain and one in Germany, whose pre-check-ins follow those countries' laws.
  reservation({
    number: '4815162371',
    accommodationCode: 'ES4130.300.2',
    arrivesIn: 40,
    language: 'en',
    state: 'OK',
    email: 'claire.martin@example.com',
    ...PAID_IN_FULL,
    persons: { adults: 2, children: 1, babies: 0 },
  }),
  reservation({
    number: '4815162372',
    accommodationCode: 'DE2590.10.3',
    arrivesIn: 55,
    language: 'de',
    state: 'OK',
    email: 'pieter.devries@example.nl',
    ...PAID_IN_FULL,
  }),
  // Issue 30: at the key-box house tomorrow; the first has nothing missing for its code to show,
  // the second shows it once it is paid.
  reservation({
    number: '4815162356',
    accommodationCode: 'DK1050.12.1',
    arrivesIn: 1,
    language: 'en',
    state: 'OK',
    email: 'ella.fischer@example.com',
    ...PAID_IN_FULL,
  }),
  reservation({
    number: '4815162357',
    accommodationCode: 'DK1050.12.1',
    arrivesIn: 1,
    nights: 4,
    language: 'en',
    state: 'OK',
    email: 'oscar.lund@example.com',
  }),
];

/** conf-api pages that redirect: a permanent one (default status) and a temporary one to another site. */
const REDIRECT_PAGES = [
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

export function startOfToday(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

const seededVersion = async (db: D1Database) =>
  (await db.prepare('SELECT value FROM sandbox_meta WHERE key = ?').bind(MARKER).first<{ value: string }>())
    ?.value;

/**
 * Seeds the demo data once per seed version; concurrent first requests race on the marker and
 * only one batch commits.
 */
export async function ensureSeeded(db: D1Database): Promise<void> {
  const version = await seededVersion(db);
  if (version === SEED_VERSION) return;
  try {
    if (version === undefined) await seed(db);
    else await resetSandbox(db);
  } catch (error) {
    if ((await seededVersion(db)) !== SEED_VERSION) throw error;
  }
}

const TABLES_CHILD_FIRST = [
  ...IDENTITY_TABLES_CHILD_FIRST,
  'reservation_arrivals',
  'accommodation_arrivals',
  'precheckin_invites',
  'traveller_signatures',
  'precheckins',
  'partners',
  'token_misses',
  'reviews',
  'payments',
  'refunds',
  'authcodes',
  'reservation_services',
  'reservations',
  'service_catalogue',
  'accommodations',
  'conf_pages',
  'outbox',
  'sandbox_meta',
];

export async function resetSandbox(db: D1Database): Promise<void> {
  await db.batch(TABLES_CHILD_FIRST.map((table) => db.prepare(`DELETE FROM ${table}`)));
  await seed(db);
}

function accommodationStatements(db: D1Database): D1PreparedStatement[] {
  return ALL_ACCOMMODATIONS.flatMap((a) => [
    db
      .prepare(
        `INSERT INTO accommodations (code, name, street, zip, place, region, country, max_guests, nightly_rate,
          included_persons, extra_person_rate, image_url, image_width, image_height, image_alt, key_handover, keyholder)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        a.code,
        a.name,
        a.street,
        a.zip,
        a.place,
        a.region,
        a.country,
        a.maxGuests,
        a.nightlyRate,
        a.includedPersons,
        a.extraPersonRate,
        a.image.url,
        a.image.width,
        a.image.height,
        a.image.alt,
        JSON.stringify(a.keyHandover),
        JSON.stringify(a.keyholder),
      ),
    ...SERVICES.map((s) =>
      db
        .prepare(
          'INSERT INTO service_catalogue (accommodation_code, code, name_en, name_de, price, unit, max_quantity) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(a.code, s.code, s.en, s.de, s.price, s.unit, s.maxQuantity(a)),
    ),
  ]);
}

function reservationStatements(db: D1Database, today: Date, now: Date): D1PreparedStatement[] {
  return RESERVATIONS.flatMap((r) => {
    const accommodation = ALL_ACCOMMODATIONS.find((a) => a.code === r.accommodationCode)!;
    const services = Object.entries(r.services).map(([code, quantity]) => {
      const service = SERVICES.find((s) => s.code === code)!;
      return { unit: service.unit, price: service.price, quantity };
    });
    const total = stayTotal(accommodation, r.nights, r.persons, services);
    const checkin = addDays(today, r.arrivesIn);
    const cancelled = r.state === 'CA' || r.state === 'XX';
    const fee = cancelled ? Math.round(total * 0.2) : null;
    return [
      db
        .prepare(
          `INSERT INTO reservations (token, number, accommodation_code, checkin, checkout, language, state, email, documents,
            insert_date, partner_id, last_modified, adults, children, babies, currency, paid_amount, payment_due,
            cancelled_at, cancellation_fee)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
          r.persons.adults,
          r.persons.children,
          r.persons.babies,
          'EUR',
          Math.round(total * r.paid),
          isoDay(addDays(checkin, -30)),
          cancelled ? addDays(today, -3).toISOString() : null,
          fee,
        ),
      ...Object.entries(r.services).map(([code, quantity]) =>
        db
          .prepare('INSERT INTO reservation_services (number, code, quantity) VALUES (?, ?, ?)')
          .bind(r.number, code, quantity),
      ),
    ];
  });
}

function reviewStatements(db: D1Database, today: Date): D1PreparedStatement[] {
  return SEED_REVIEWS.map((review, index) => {
    const accommodation = ACCOMMODATIONS.find((a) => a.code === review.accommodationCode)!;
    return db
      .prepare(
        `INSERT INTO reviews (accommodation_code, locale, rating, title, text, notes, author, country, region, place, created_at)
         VALUES (?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?)`,
      )
      .bind(
        review.accommodationCode,
        review.locale,
        review.rating,
        review.title,
        review.text,
        review.author,
        accommodation.country,
        accommodation.region,
        accommodation.place,
        addDays(today, -10 - index * 9).toISOString(),
      );
  });
}

async function seed(db: D1Database): Promise<void> {
  const now = new Date();
  const today = startOfToday(now);
  const accounts = await accountStatements(db);
  await db.batch([
    ...accounts,
    ...accommodationStatements(db),
    ...reservationStatements(db, today, now),
    ...reviewStatements(db, today),
    ...precheckinStatements(db, today, now),
    ...arrivalStatements(db, RESERVATIONS),
    ...guestworldUserStatements(db, today, now),
    ...wishlistStatements(db),
    ...SEED_PARTNERS.map((p) =>
      db
        .prepare(
          'INSERT INTO partners (id, name, direct_encashment, language, salesoffice) VALUES (?, ?, ?, ?, ?)',
        )
        .bind(p.id, p.name, p.directEncashment ? 1 : 0, p.language, p.salesoffice),
    ),
    ...REDIRECT_PAGES.map((page) =>
      db
        .prepare('INSERT INTO conf_pages (path, pagetype, body) VALUES (?, ?, ?)')
        .bind(page.path, 'redirect', JSON.stringify(page.body)),
    ),
    db.prepare('INSERT INTO sandbox_meta (key, value) VALUES (?, ?)').bind(MARKER, SEED_VERSION),
  ]);
}
