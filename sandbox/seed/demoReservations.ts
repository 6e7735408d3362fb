/** The demo bookings, their days counted from the day they are seeded. */
export interface SeedReservation {
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
  // Unpaid although its payment was due ten days ago (the overview says it is overdue).
  reservation({
    number: '4815162355',
    accommodationCode: 'DK1050.12.1',
    arrivesIn: 20,
    language: 'en',
    state: 'OK',
    email: 'ava.morris@example.com',
  }),
  // A stay in Spain and one in Germany, whose pre-check-ins follow those countries' laws.
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
  // Stays in France, Portugal and Croatia, whose pre-check-ins follow those countries' laws (issue
  // 43): in France a child under 15 is written on an adult's form, in Portugal the Finnish guests
  // give their documents, in Croatia everyone, Croatian or not, is registered.
  reservation({
    number: '4815162373',
    accommodationCode: 'FR8420.40.2',
    arrivesIn: 50,
    language: 'en',
    state: 'OK',
    email: 'oliver.bennett@example.com',
    ...PAID_IN_FULL,
    persons: { adults: 2, children: 2, babies: 0 },
  }),
  reservation({
    number: '4815162374',
    accommodationCode: 'PT8200.20.1',
    arrivesIn: 65,
    language: 'en',
    state: 'OK',
    email: 'aino.virtanen@example.fi',
    ...PAID_IN_FULL,
  }),
  reservation({
    number: '4815162375',
    accommodationCode: 'HR5141.30.4',
    arrivesIn: 80,
    language: 'de',
    state: 'OK',
    email: 'lukas.huber@example.at',
    ...PAID_IN_FULL,
    persons: { adults: 2, children: 1, babies: 0 },
  }),
  // At the key-box house tomorrow; the first has nothing missing for its code to show,
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
  // At the key-box house in four days, paid, with no pre-check-in: its code shows two days
  // before the check-in opens, which a moved clock (`/__dev/clock`) reaches.
  reservation({
    number: '4815162358',
    accommodationCode: 'DK1050.12.1',
    arrivesIn: 4,
    nights: 5,
    language: 'en',
    state: 'OK',
    email: 'maya.holm@example.com',
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
