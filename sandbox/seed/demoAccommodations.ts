import type { AccommodationRow } from '../webcc/reservationStore.ts';
import type { ServiceUnit } from '../webcc/pricing.ts';

/** Its name and address are the accommodation row's columns as they are. */
export interface SeedAccommodation extends Pick<
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
        openingHours: 'Daily 16:00 to 19:00',
      },
      de: {
        text: 'Die Schlüssel erhalten Sie in der Agentur in Lazise.',
        address: 'Agenzia Lago, Piazza Vittorio Emanuele 3, 37017 Lazise',
        openingHours: 'Täglich 16:00 bis 19:00',
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
        text: 'The keys are in a key safe by the front door.',
        address: 'Klitvej 21, 6857 Blåvand',
        openingHours: 'From 16:00 on arrival day',
      },
      de: {
        text: 'Die Schlüssel liegen im Schlüsseltresor an der Haustür.',
        address: 'Klitvej 21, 6857 Blåvand',
        openingHours: 'Ab 16:00 am Anreisetag',
      },
    },
    keyholder: { name: 'Søren Madsen', phone: '+45 75 00 00 00', email: 'service.blaavand@example.dk' },
  },
];

/**
 * Destinations whose registration laws the pre-check-in follows, beside Italy and Austria above: Spain,
 * Germany, France, Portugal and Croatia.
 */
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
        openingHours: 'Daily 16:00 to 20:00',
      },
      de: {
        text: 'Die Schlüssel erhalten Sie in der Agentur in Cala Ratjada.',
        address: 'Agencia Llevant, Carrer de Leonor Servera 22, 07590 Cala Ratjada',
        openingHours: 'Täglich 16:00 bis 20:00',
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
        text: 'The keys are in a key safe by the front door; your keyholder sends you its code before you arrive.',
        address: 'Strandweg 5, 18225 Kühlungsborn',
        openingHours: 'From 16:00 on arrival day',
      },
      de: {
        text: 'Die Schlüssel liegen im Schlüsseltresor an der Haustür; den Code schickt Ihnen Ihre Ansprechperson vor der Anreise.',
        address: 'Strandweg 5, 18225 Kühlungsborn',
        openingHours: 'Ab 16:00 am Anreisetag',
      },
    },
    keyholder: { name: 'Jan Petersen', phone: '+49 38293 000 00', email: 'service.kuehlungsborn@example.de' },
  },
  {
    code: 'FR8420.40.2',
    name: 'Mas des Lavandes',
    street: 'Chemin des Bories 7',
    zip: '84220',
    place: 'Gordes',
    region: 'Provence',
    country: 'FR',
    maxGuests: 6,
    nightlyRate: 17_500,
    includedPersons: 4,
    extraPersonRate: 1_500,
    image: {
      url: '/images/mas-des-lavandes.svg',
      width: 640,
      height: 400,
      alt: 'Mas des Lavandes: stone farmhouse among lavender fields',
    },
    keyHandover: {
      en: {
        text: 'The owner welcomes you at the house.',
        address: 'Chemin des Bories 7, 84220 Gordes',
        openingHours: 'Arrival day 16:00 to 20:00',
      },
      de: {
        text: 'Der Eigentümer empfängt Sie am Haus.',
        address: 'Chemin des Bories 7, 84220 Gordes',
        openingHours: 'Anreisetag 16:00 bis 20:00',
      },
    },
    keyholder: { name: 'Julien Fabre', phone: '+33 4 90 00 00 00', email: 'mas.fabre@example.fr' },
  },
  {
    code: 'PT8200.20.1',
    name: 'Casa do Farol',
    street: 'Rua do Farol 9',
    zip: '8200-384',
    place: 'Albufeira',
    region: 'Algarve',
    country: 'PT',
    maxGuests: 4,
    nightlyRate: 13_500,
    includedPersons: 4,
    extraPersonRate: 0,
    image: {
      url: '/images/casa-do-farol.svg',
      width: 640,
      height: 400,
      alt: 'Casa do Farol: whitewashed house above the cliffs',
    },
    keyHandover: {
      en: {
        text: 'Collect the keys at the agency in Albufeira.',
        address: 'Agência Mar Azul, Avenida 25 de Abril 40, 8200-014 Albufeira',
        openingHours: 'Daily 16:00 to 20:00',
      },
      de: {
        text: 'Die Schlüssel erhalten Sie in der Agentur in Albufeira.',
        address: 'Agência Mar Azul, Avenida 25 de Abril 40, 8200-014 Albufeira',
        openingHours: 'Täglich 16:00 bis 20:00',
      },
    },
    keyholder: { name: 'Inês Carvalho', phone: '+351 289 000 000', email: 'keys.albufeira@example.pt' },
  },
  {
    code: 'HR5141.30.4',
    name: 'Villa Maslina',
    street: 'Ulica Maršala Tita 18',
    zip: '51410',
    place: 'Opatija',
    region: 'Kvarner',
    country: 'HR',
    maxGuests: 6,
    nightlyRate: 15_000,
    includedPersons: 4,
    extraPersonRate: 1_200,
    image: {
      url: '/images/villa-maslina.svg',
      width: 640,
      height: 400,
      alt: 'Villa Maslina: stone villa with a view of the sea',
    },
    keyHandover: {
      en: {
        text: 'The owners welcome you at the villa.',
        address: 'Ulica Maršala Tita 18, 51410 Opatija',
        openingHours: 'Arrival day 16:00 to 20:00',
      },
      de: {
        text: 'Die Eigentümer empfangen Sie an der Villa.',
        address: 'Ulica Maršala Tita 18, 51410 Opatija',
        openingHours: 'Anreisetag 16:00 bis 20:00',
      },
    },
    keyholder: { name: 'Ivana Horvat', phone: '+385 51 000 000', email: 'villa.horvat@example.hr' },
  },
];

/** Every house of the demo data; the account bookings keep to the first three (ACCOMMODATIONS). */
export const ALL_ACCOMMODATIONS = [...ACCOMMODATIONS, ...REGISTRATION_DEMO_ACCOMMODATIONS];

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

export const SERVICES: SeedService[] = [
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
