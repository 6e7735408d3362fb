/** SPEC §2: the pre-check-in steps by mode. */
const MODE_STEPS = {
  all: ['customer', 'arrival', 'pax', 'travellers', 'services', 'checkin'],
  default: ['arrival', 'pax', 'travellers', 'services', 'checkin'],
  easy: ['arrival', 'travellers', 'checkin'],
  zero: ['customer'],
} as const;

export type PrecheckinMode = keyof typeof MODE_STEPS;
export type PrecheckinStep = 'customer' | 'arrival' | 'pax' | 'travellers' | 'services' | 'checkin';
export const MODES = Object.keys(MODE_STEPS) as PrecheckinMode[];

/** The steps a guest goes through; the configuration switch forces mode all. */
export function stepsFor(mode: PrecheckinMode, forceModeAll: boolean): readonly PrecheckinStep[] {
  return MODE_STEPS[forceModeAll ? 'all' : mode];
}

/** SPEC §2: a step outside the mode sends the guest to the mode's first step. */
export function stepOrFirst(step: string, steps: readonly PrecheckinStep[]): PrecheckinStep | null {
  return (steps as readonly string[]).includes(step) ? null : (steps[0] ?? null);
}

export const TRAVEL_TYPES = ['train', 'ferry', 'bus', 'car', 'airplane', 'other'] as const;

export const PAX_CATEGORIES = ['babies', 'children', 'teenager', 'adults', 'pensioner'] as const;
export type PaxCategory = (typeof PAX_CATEGORIES)[number];

/** SPEC §3 pax type: a booked category with its ages in years and how many travel in it. */
export interface PaxType {
  category: PaxCategory;
  from: number;
  to: number;
  count: number;
}

/** A traveller's booked category with its ages in years (SPEC §3 pax types). */
export type TravellerSlot = Omit<PaxType, 'count'>;

/** The lead traveller fills in the most, so grown-ups come first and babies last. */
const SLOT_ORDER: readonly PaxCategory[] = ['adults', 'pensioner', 'teenager', 'children', 'babies'];

/** Each traveller's booked category, in the order of the travellers' forms. */
export function travellerSlots(paxTypes: readonly PaxType[]): TravellerSlot[] {
  return SLOT_ORDER.flatMap((category) =>
    paxTypes
      .filter((type) => type.category === category)
      .flatMap(({ from, to, count }) => Array.from({ length: count }, () => ({ category, from, to }))),
  );
}

/** SPEC §3 traveller fields; a layout names which of them a traveller form asks for. */
export const TRAVELLER_FIELDS = [
  'salutation',
  'firstname',
  'lastname',
  'birthday',
  'passID',
  'passportType',
  'passportIssueDate',
  'passportExpDate',
  'maritalStatus',
  'country',
  'countryOrigin',
  'countryOfBirth',
  'street',
  'zip',
  'place',
  'phone',
  'licensePlate',
  'nativePlace',
  'placeOfBirth',
  'profession',
  // What destinations' registration laws ask beyond SPEC §3 (countryRules/).
  'secondSurname',
  'documentSupportNumber',
  'placeOfIssue',
  'relationship',
] as const;
export type TravellerField = (typeof TRAVELLER_FIELDS)[number];
/** The fields that hold a country, as its ISO 3166-1 alpha-2 code (shared/i18n/countries.ts). */
export const COUNTRY_FIELDS: readonly TravellerField[] = ['country', 'countryOrigin', 'countryOfBirth'];
/** The fields that hold a day, as YYYY-MM-DD. */
export const DATE_FIELDS = [
  'birthday',
  'passportIssueDate',
  'passportExpDate',
] as const satisfies readonly TravellerField[];
export type DateFieldName = (typeof DATE_FIELDS)[number];
export const isDateField = (field: string): field is DateFieldName =>
  (DATE_FIELDS as readonly string[]).includes(field);
export const PASSPORT_TYPES = ['PP', 'ID', 'PA'] as const;
export const MARITAL_STATUSES = ['u', 'm', 'w', 'd'] as const;
/** A minor's relationship to the adult responsible, as Spain's SES.HOSPEDAJES lists them. */
export const RELATIONSHIPS = [
  'parent',
  'grandparent',
  'sibling',
  'auntOrUncle',
  'guardian',
  'other',
] as const;

/** The days a stay spans, as the booking has them (YYYY-MM-DD). */
export interface Stay {
  checkin: string;
  checkout: string;
}

export type TravellerValues = Partial<Record<TravellerField, string>>;

/** A traveller as stored: numbered from 1, salutation normalised. */
export interface Traveller extends TravellerValues {
  uuid: string;
  number: number;
}

/**
 * SPEC §4: the contact e-mail is asked for when there is none, or for the one configured
 * partner's reservations inserted after 14 Oct 2024.
 */
const CONTACT_MAIL_PARTNER_SINCE = '2024-10-14';

export function contactMailRequested(
  precheckin: { contactMail: string | null; partnerId: string | null; insertDate: string },
  contactMailPartnerId: string | null,
): boolean {
  if (!precheckin.contactMail) return true;
  return (
    !!contactMailPartnerId &&
    precheckin.partnerId === contactMailPartnerId &&
    precheckin.insertDate.slice(0, 10) > CONTACT_MAIL_PARTNER_SINCE
  );
}
