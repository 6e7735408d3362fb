import { inLanguage, languageOr } from '../i18n/inLanguage.ts';
import type { D1Database } from '../kit/env.ts';
import { isPrecheckinExpired } from '../../shared/reservation/stay.ts';
import { sandboxToday } from '../kit/clock.ts';
import {
  contactMailRequested,
  stepsFor,
  type PaxType,
  type PrecheckinMode,
  type PrecheckinStep,
  type Traveller,
  type TravellerField,
} from '../../shared/precheckin/precheckin.ts';
import type { Precheckin } from '../../shared/precheckin/schemas/precheckin.ts';
import type { StoredSignature } from '../../shared/precheckin/signature.ts';
import { rulesFor } from '../../shared/precheckin/countryRules/rulesFor.ts';
import { deletionDay } from '../../shared/precheckin/countryRules/retention.ts';
import { signatureRequired } from '../../shared/precheckin/countryRules/signature.ts';

export interface PrecheckinRow {
  token: string;
  reservation_number: string;
  reservation_token: string;
  mode: PrecheckinMode;
  available_from: string | null;
  layout_first: string;
  layout_fellows: string;
  pax_types: string;
  pax_saved: number;
  customer: string | null;
  contact: string | null;
  contact_followup: number;
  travellers: string;
  services: string;
  services_saved: number;
  guest_registration_at: string | null;
  completed_at: string | null;
  registration_deleted_on: string | null;
  updated_at: string;
  /** JSON list of the invites in force, see `invitesOf`. */
  invites: string;
  // from the reservation
  checkin: string;
  checkout: string;
  language: string;
  partner_id: string | null;
  insert_date: string;
  email: string;
  adults: number;
  children: number;
  babies: number;
  name: string;
  place: string;
  country: string;
}

/** Costs paid at the house, and services booked there (the sandbox's catalogue). */
const ON_SITE_COSTS = [
  {
    code: 'TAX',
    en: 'Tourist tax',
    de: 'Kurtaxe',
    amount: 250,
    unit: { en: 'person per night', de: 'pro Person und Nacht' },
  },
  {
    code: 'ENERGY',
    en: 'Energy by consumption',
    de: 'Energie nach Verbrauch',
    amount: 0,
    unit: { en: 'by meter', de: 'nach Zähler' },
  },
];
export const ON_SITE_SERVICES = [
  { code: 'BREAD', en: 'Bread service', de: 'Brötchenservice', price: 600, max: 14 },
  { code: 'BIKE', en: 'Bicycle rental', de: 'Fahrradverleih', price: 1200, max: 6 },
  { code: 'FIREWOOD', en: 'Firewood', de: 'Kaminholz', price: 1500, max: 4 },
];

/** The contact e-mail partner of SPEC §4, configuration rather than a literal in code. */
const CONTACT_MAIL_PARTNER_ID = 'P1234';

export async function findPrecheckin(db: D1Database, token: string): Promise<PrecheckinRow | null> {
  return db
    .prepare(
      `SELECT p.*, r.token AS reservation_token, r.checkin, r.checkout, r.language, r.partner_id, r.insert_date, r.email, r.adults, r.children, r.babies, a.name, a.place, a.country,
         (SELECT json_group_array(json_object('number', i.traveller_number, 'token', i.token, 'issuedAt', i.issued_at, 'savedAt', i.saved_at))
          FROM precheckin_invites i WHERE i.precheckin_token = p.token AND i.ended_at IS NULL) AS invites
       FROM precheckins p JOIN reservations r ON r.number = p.reservation_number JOIN accommodations a ON a.code = r.accommodation_code
       WHERE p.token = ?`,
    )
    .bind(token)
    .first<PrecheckinRow>();
}

/** The day the travellers' registration is deleted, by the law of the house's country. */
export const registrationDeletionDay = (row: PrecheckinRow) => deletionDay(rulesFor(row.country), row);

export const travellerCount = (row: PrecheckinRow) => row.adults + row.children + row.babies;

/** The saved travellers, in the order of their numbers: each entry is saved on its own by an invite. */
export function travellersOf(row: PrecheckinRow): Traveller[] {
  return (JSON.parse(row.travellers) as Traveller[]).sort((a, b) => a.number - b.number);
}

interface InviteInForce {
  number: number;
  token: string;
  issuedAt: string;
  savedAt: string | null;
}

/** The invites in force: every one ends at checkout, whatever else happened to it. */
export function invitesOf(row: PrecheckinRow): InviteInForce[] {
  if (sandboxToday() >= row.checkout) return [];
  return (JSON.parse(row.invites) as InviteInForce[]).sort((a, b) => a.number - b.number);
}

/** Whether a traveller the law of the house's country asks to sign has not. */
const unsigned =
  (row: PrecheckinRow, signatures: ReadonlyMap<string, StoredSignature>) => (traveller: Traveller) =>
    !signatures.has(traveller.uuid) &&
    signatureRequired(
      rulesFor(row.country),
      { role: traveller.number === 1 ? 'first' : 'fellow', values: traveller },
      row,
    );

/** Whether `step` is done; the travellers' with every signature the law asks for (`signatures` by uuid). */
export function stepComplete(
  row: PrecheckinRow,
  step: PrecheckinStep,
  signatures: ReadonlyMap<string, StoredSignature>,
): boolean {
  const travellers = travellersOf(row);
  const numbers = new Set(travellers.map((traveller) => traveller.number));
  switch (step) {
    case 'customer':
      return row.customer !== null;
    case 'arrival':
      return row.contact !== null && 'startTime' in (JSON.parse(row.contact) as object);
    case 'pax':
      return row.pax_saved === 1;
    case 'travellers':
      // However each entry was filled: by the main guest, or by the traveller through an invite.
      return (
        Array.from({ length: travellerCount(row) }, (_, index) => index + 1).every((number) =>
          numbers.has(number),
        ) && !travellers.some(unsigned(row, signatures))
      );
    case 'services':
      return row.services_saved === 1;
    case 'checkin':
      return row.completed_at !== null;
  }
}

function servicesTotal(row: PrecheckinRow): number {
  const booked = JSON.parse(row.services) as Record<string, number>;
  const nights = Math.round((Date.parse(row.checkout) - Date.parse(row.checkin)) / 86_400_000);
  const tax = ON_SITE_COSTS[0]!.amount * travellerCount(row) * nights;
  return (
    tax + ON_SITE_SERVICES.reduce((sum, service) => sum + service.price * (booked[service.code] ?? 0), 0)
  );
}

/**
 * The pre-check-in as webcc-api answers it (SPEC §3), texts in `lang`; each traveller with their
 * signature, from `signatures` by uuid.
 */
export function describePrecheckin(
  row: PrecheckinRow,
  lang: string,
  signatures: ReadonlyMap<string, StoredSignature>,
  forceModeAll = false,
): Precheckin {
  const language = languageOr(lang);
  const today = sandboxToday();
  const booked = JSON.parse(row.services) as Record<string, number>;
  const contact = row.contact ? (JSON.parse(row.contact) as Record<string, string>) : null;
  const notYet = row.available_from !== null && row.available_from > today;
  const steps = stepsFor(row.mode, forceModeAll);
  return {
    token: row.token,
    mode: row.mode,
    reservation: {
      number: row.reservation_number,
      token: row.reservation_token,
      checkin: row.checkin,
      checkout: row.checkout,
      language: row.language,
      partnerid: row.partner_id,
      insertDate: row.insert_date,
      accommodation: { name: row.name, place: row.place },
      persons: { adults: row.adults, children: row.children, babies: row.babies },
    },
    customer: row.customer ? JSON.parse(row.customer) : null,
    contact: { contactMail: contact?.email ?? null, arrival: contact },
    contactMailRequested: contactMailRequested(
      { contactMail: contact?.email ?? null, partnerId: row.partner_id, insertDate: row.insert_date },
      CONTACT_MAIL_PARTNER_ID,
    ),
    paxTypes: JSON.parse(row.pax_types) as PaxType[],
    travelers: travellersOf(row).map((traveller) => {
      const signature = signatures.get(traveller.uuid);
      return signature ? { ...traveller, signature } : traveller;
    }),
    travellerCount: travellerCount(row),
    invites: invitesOf(row).map(({ number, token, issuedAt, savedAt }) => ({
      number,
      token,
      status: savedAt ? 'done' : 'invited',
      issuedAt,
    })),
    layoutFirst: JSON.parse(row.layout_first) as TravellerField[],
    layoutFellows: JSON.parse(row.layout_fellows) as TravellerField[],
    onSiteCosts: ON_SITE_COSTS.map((cost) => ({
      code: cost.code,
      name: inLanguage(cost, language),
      amount: cost.amount,
      unit: inLanguage(cost.unit, language),
    })),
    services: ON_SITE_SERVICES.map((service) => ({
      code: service.code,
      name: inLanguage(service, language),
      price: service.price,
      maxQuantity: service.max,
      quantity: booked[service.code] ?? 0,
    })),
    totalCostAmountLocally: servicesTotal(row),
    currency: 'EUR',
    availableFrom: row.available_from,
    expired: isPrecheckinExpired(row.checkin, today),
    completedAt: row.completed_at,
    registration: {
      country: row.country,
      deleteOn: registrationDeletionDay(row),
      deletedOn: row.registration_deleted_on,
    },
    links: Object.fromEntries(
      steps.map((step) => [
        step,
        notYet ? 'unavailable' : stepComplete(row, step, signatures) ? 'complete' : 'incomplete',
      ]),
    ) as Precheckin['links'],
  };
}
