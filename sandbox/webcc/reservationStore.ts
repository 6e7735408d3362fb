import { inLanguage, languageOr, recordInLanguage } from '../i18n/inLanguage.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { pictureAltIn } from './pictures.ts';
import type { D1Database } from '../kit/env.ts';
import { describeTransfer, pendingTransfer } from './bankTransfers.ts';
import type {
  Reservation,
  ReservationService,
  Voucher,
} from '../../shared/reservation/schemas/reservation.ts';
import type { Persons } from '../../shared/reservation/persons.ts';
import { maskIban } from '../../shared/reservation/iban.ts';
import { isCancelledState } from '../../shared/reservation/reservationState.ts';
import { serviceTotal, stayTotal, type PricedService, type ServiceUnit } from './pricing.ts';
import { regionIn } from './regionNames.ts';

export interface ReservationRow {
  token: string;
  number: string;
  accommodation_code: string;
  checkin: string;
  checkout: string;
  language: string;
  state: string;
  email: string;
  documents: string;
  insert_date: string;
  partner_id: string | null;
  last_modified: string;
  adults: number;
  children: number;
  babies: number;
  currency: string;
  paid_amount: number;
  payment_due: string | null;
  cancelled_at: string | null;
  cancellation_fee: number | null;
}

export interface AccommodationRow {
  code: string;
  name: string;
  street: string;
  zip: string;
  place: string;
  region: string;
  country: string;
  max_guests: number;
  nightly_rate: number;
  included_persons: number;
  extra_person_rate: number;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string | null;
  key_handover: string;
  keyholder: string;
}

interface CatalogueRow {
  code: string;
  name_en: string;
  name_de: string;
  price: number;
  unit: ServiceUnit;
  max_quantity: number;
}

interface RefundRow {
  method: 'voucher' | 'banktransfer';
  amount: number;
  iban: string | null;
  voucher_code: string | null;
  voucher_valid_until: string | null;
}

/** The sales office's ways to pay (SPEC §3 payment option: method and prepayment flag). */
const PAYMENT_OPTIONS = [
  { method: 'creditcard', prepayment: true },
  { method: 'paypal', prepayment: true },
  { method: 'banktransfer', prepayment: false },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export const nightsOf = (row: Pick<ReservationRow, 'checkin' | 'checkout'>) =>
  Math.round((Date.parse(row.checkout) - Date.parse(row.checkin)) / DAY_MS);

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const hidden =
    local.length <= 2 ? `${local.charAt(0)}•` : `${local.charAt(0)}•••${local.charAt(local.length - 1)}`;
  return `${hidden}@${domain}`;
}

export async function findByToken(db: D1Database, token: string): Promise<ReservationRow | null> {
  return db.prepare('SELECT * FROM reservations WHERE token = ?').bind(token).first<ReservationRow>();
}

export async function findByNumber(db: D1Database, number: string): Promise<ReservationRow | null> {
  return db.prepare('SELECT * FROM reservations WHERE number = ?').bind(number).first<ReservationRow>();
}

export async function findAccommodation(db: D1Database, code: string): Promise<AccommodationRow | null> {
  return db.prepare('SELECT * FROM accommodations WHERE code = ?').bind(code).first<AccommodationRow>();
}

export async function serviceCatalogue(db: D1Database, accommodationCode: string): Promise<CatalogueRow[]> {
  const { results } = await db
    .prepare(
      'SELECT code, name_en, name_de, price, unit, max_quantity FROM service_catalogue WHERE accommodation_code = ? ORDER BY code',
    )
    .bind(accommodationCode)
    .all<CatalogueRow>();
  return results;
}

export async function bookedServices(db: D1Database, number: string): Promise<Map<string, number>> {
  const { results } = await db
    .prepare('SELECT code, quantity FROM reservation_services WHERE number = ?')
    .bind(number)
    .all<{ code: string; quantity: number }>();
  return new Map(results.map((row) => [row.code, row.quantity]));
}

function pricedServices(catalogue: CatalogueRow[], quantities: Map<string, number>): PricedService[] {
  return catalogue
    .filter((service) => (quantities.get(service.code) ?? 0) > 0)
    .map((service) => ({
      unit: service.unit,
      price: service.price,
      quantity: quantities.get(service.code) ?? 0,
    }));
}

/** The stay's total for given persons and services, at this accommodation's prices. */
export function totalFor(
  accommodation: AccommodationRow,
  nights: number,
  persons: Persons,
  catalogue: CatalogueRow[],
  quantities: Map<string, number>,
): number {
  return stayTotal(
    {
      nightlyRate: accommodation.nightly_rate,
      includedPersons: accommodation.included_persons,
      extraPersonRate: accommodation.extra_person_rate,
    },
    nights,
    persons,
    pricedServices(catalogue, quantities),
  );
}

export const personsOf = (row: ReservationRow): Persons => ({
  adults: row.adults,
  children: row.children,
  babies: row.babies,
});

interface Money {
  total: number;
  refundable: number;
}

/** What the guest owes: the stay, or after a cancellation only the fee; and what comes back. */
export function moneyOf(row: ReservationRow, stay: number): Money {
  if (isCancelledState(row.state)) {
    const fee = row.cancellation_fee ?? 0;
    return { total: fee, refundable: Math.max(0, row.paid_amount - fee) };
  }
  return { total: stay, refundable: 0 };
}

function paymentStatus(total: number, paid: number): Reservation['price']['status'] {
  if (total === 0) return 'nothingDue';
  if (paid >= total) return 'paid';
  return paid > 0 ? 'partiallyPaid' : 'unpaid';
}

/** The reservation as webcc-api answers it, service names in `lang`. */
export async function describeReservation(
  db: D1Database,
  row: ReservationRow,
  lang: string,
): Promise<Reservation> {
  const [accommodation, catalogue, quantities, refund, precheckin, transfer] = await Promise.all([
    findAccommodation(db, row.accommodation_code),
    serviceCatalogue(db, row.accommodation_code),
    bookedServices(db, row.number),
    db
      .prepare('SELECT method, amount, iban, voucher_code, voucher_valid_until FROM refunds WHERE number = ?')
      .bind(row.number)
      .first<RefundRow>(),
    db
      .prepare('SELECT token, completed_at, available_from FROM precheckins WHERE reservation_number = ?')
      .bind(row.number)
      .first<{ token: string; completed_at: string | null; available_from: string | null }>(),
    pendingTransfer(db, row.number),
  ]);
  if (!accommodation) throw new Error(`accommodation ${row.accommodation_code} missing`);
  const language = languageOr(lang);
  const nights = nightsOf(row);
  const stay = totalFor(accommodation, nights, personsOf(row), catalogue, quantities);
  const money = moneyOf(row, stay);
  const services: ReservationService[] = catalogue.map((service) => {
    const quantity = quantities.get(service.code) ?? 0;
    return {
      code: service.code,
      name: inLanguage({ en: service.name_en, de: service.name_de }, language),
      unit: service.unit,
      unitPrice: service.price,
      quantity,
      maxQuantity: service.max_quantity,
      total: serviceTotal({ unit: service.unit, price: service.price, quantity }, nights),
    };
  });
  return {
    token: row.token,
    number: row.number,
    accommodationCode: row.accommodation_code,
    accommodation: {
      code: accommodation.code,
      name: accommodation.name,
      street: accommodation.street,
      zip: accommodation.zip,
      place: accommodation.place,
      region: regionIn(accommodation.region, lang),
      country: accommodation.country,
      maxGuests: accommodation.max_guests,
      ...(accommodation.image_url && accommodation.image_width && accommodation.image_height
        ? {
            image: {
              url: accommodation.image_url,
              width: accommodation.image_width,
              height: accommodation.image_height,
              alt: accommodation.image_alt
                ? pictureAltIn(accommodation.image_alt, language)
                : accommodation.name,
            },
          }
        : {}),
    },
    checkin: row.checkin,
    checkout: row.checkout,
    duration: nights,
    language: row.language,
    state: row.state,
    documents: JSON.parse(row.documents) as { name: string }[],
    insertDate: row.insert_date,
    partnerid: row.partner_id,
    emailHint: maskEmail(row.email),
    persons: personsOf(row),
    price: {
      currency: row.currency,
      total: money.total,
      paid: row.paid_amount,
      outstanding: Math.max(0, money.total - row.paid_amount),
      dueDate: money.total > row.paid_amount ? row.payment_due : null,
      status: paymentStatus(money.total, row.paid_amount),
    },
    paymentOptions: PAYMENT_OPTIONS.map((option) => ({ ...option })),
    transfer: transfer && describeTransfer(transfer),
    services,
    cancellation:
      isCancelledState(row.state) && row.cancelled_at
        ? {
            cancelledAt: row.cancelled_at,
            fee: row.cancellation_fee ?? 0,
            refundable: refund ? 0 : money.refundable,
          }
        : null,
    refund: refund
      ? {
          method: refund.method,
          amount: refund.amount,
          voucherCode: refund.voucher_code,
          validUntil: refund.voucher_valid_until,
          ibanHint: refund.iban ? maskIban(refund.iban) : null,
        }
      : null,
    lastModified: row.last_modified,
    precheckin: precheckin
      ? {
          token: precheckin.token,
          completed: precheckin.completed_at !== null,
          availableFrom: precheckin.available_from,
        }
      : null,
  };
}

/** The voucher as webcc-api answers it, its key handover in `lang`. */
export function describeVoucher(
  row: ReservationRow,
  accommodation: AccommodationRow | null,
  lang: Language,
): Voucher {
  const handover = JSON.parse(accommodation?.key_handover ?? '{}') as Partial<
    Record<'en' | 'de', Voucher['keyHandover']>
  >;
  return {
    number: row.number,
    checkinFrom: '16:00',
    checkoutUntil: '10:00',
    keyHandover:
      handover.en && handover.de
        ? recordInLanguage({ en: handover.en, de: handover.de }, lang)
        : { text: '', address: '', openingHours: '' },
    keyholder: JSON.parse(accommodation?.keyholder ?? '{}') as Voucher['keyholder'],
  };
}
