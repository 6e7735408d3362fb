import { isCalendarDay } from '../reservation/stay.ts';
import { ageInMonths, type Persons } from '../reservation/persons.ts';

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

/** SPEC §3: inputs 1, 2, M, F, m, f become M or F. */
export function normaliseSalutation(input: string): 'M' | 'F' | null {
  if (['1', 'M', 'm'].includes(input)) return 'M';
  if (['2', 'F', 'f'].includes(input)) return 'F';
  return null;
}

/** SPEC §5: text under 40 characters, without < > '. */
export const TEXT_MAX = 39;
/**
 * SPEC §5's < > ', and what would make a name show other than it reads (issue 28): control
 * characters (C0, DEL, C1) and the bidirectional embeddings, overrides and isolates.
 */
export const FORBIDDEN = /[<>'\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

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

/**
 * SPEC §4 pax groups: with babies, children or adults, only the first entry of each category
 * receives the count; the other entries of that category get 0.
 */
export function paxGroups(
  types: readonly Omit<PaxType, 'count'>[],
  counts: Partial<Record<PaxCategory, number>>,
): PaxType[] {
  const seen = new Set<PaxCategory>();
  return types.map((type) => {
    const first = !seen.has(type.category);
    seen.add(type.category);
    const grouped = type.category === 'babies' || type.category === 'children' || type.category === 'adults';
    return { ...type, count: first || !grouped ? (counts[type.category] ?? 0) : 0 };
  });
}

type PaxProblem =
  { problem: 'adultRequired' } | { problem: 'persons' | 'babies'; booked: number; counted: number };

/**
 * Issue 15, SPEC §5: the counts against the booking. Everyone from 2 years (children, teenagers,
 * adults, seniors) together as booked, since they share the beds; babies on their own, since the
 * booking keeps them outside the maximum; and a grown-up among them.
 */
export function paxCountProblems(
  counts: Partial<Record<PaxCategory, number>>,
  booked: Persons,
): PaxProblem[] {
  const count = (category: PaxCategory) => counts[category] ?? 0;
  const fromTwo = count('children') + count('teenager') + count('adults') + count('pensioner');
  const problems: PaxProblem[] = [];
  if (count('adults') + count('pensioner') < 1) problems.push({ problem: 'adultRequired' });
  if (fromTwo !== booked.adults + booked.children)
    problems.push({ problem: 'persons', booked: booked.adults + booked.children, counted: fromTwo });
  if (count('babies') !== booked.babies)
    problems.push({ problem: 'babies', booked: booked.babies, counted: count('babies') });
  return problems;
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

/** Whether someone born on `birthday` is within the slot's ages on arrival, in whole years. */
export function fitsSlot(birthday: string, slot: TravellerSlot, arrival: string): boolean {
  const years = Math.floor(ageInMonths(birthday, arrival) / 12);
  return years >= slot.from && years <= slot.to;
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
  // Issue 31: what destinations' registration laws ask beyond SPEC §3 (countryRules/).
  'secondSurname',
  'documentSupportNumber',
  'placeOfIssue',
  'relationship',
] as const;
export type TravellerField = (typeof TRAVELLER_FIELDS)[number];
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

/**
 * One traveller against its layout: every field the layout asks for is required and checked;
 * dates must make sense (born in the past, within 120 years; a passport issued before today and
 * valid until the stay's last day, issue 31); with a booked `slot`, the age on arrival is within
 * its ages (issue 15).
 */
export function travellerProblems(
  values: TravellerValues,
  layout: readonly TravellerField[],
  stay: Stay,
  today: string,
  slot?: TravellerSlot,
): Partial<Record<TravellerField, string>> {
  const arrival = stay.checkin;
  const problems: Partial<Record<TravellerField, string>> = {};
  for (const field of layout) {
    const value = (values[field] ?? '').trim();
    if (!value) {
      problems[field] = 'required';
      continue;
    }
    if (field === 'salutation' && !normaliseSalutation(value)) problems[field] = 'required';
    else if (field === 'passportType' && !(PASSPORT_TYPES as readonly string[]).includes(value))
      problems[field] = 'required';
    else if (field === 'maritalStatus' && !(MARITAL_STATUSES as readonly string[]).includes(value))
      problems[field] = 'required';
    else if (field === 'relationship' && !(RELATIONSHIPS as readonly string[]).includes(value))
      problems[field] = 'required';
    else if (field === 'phone' && !/^\d{4,20}$/.test(value)) problems[field] = 'numbersOnly';
    else if (['birthday', 'passportIssueDate', 'passportExpDate'].includes(field)) {
      if (!isCalendarDay(value)) problems[field] = 'invalidDate';
    } else if (value.length > TEXT_MAX) problems[field] = 'tooLong';
    else if (FORBIDDEN.test(value)) problems[field] = 'forbiddenCharacters';
  }
  const { birthday, passportIssueDate: issued, passportExpDate: expires } = values;
  const minimumBirthday = `${Number(today.slice(0, 4)) - 120}${today.slice(4)}`;
  if (
    layout.includes('birthday') &&
    !problems.birthday &&
    birthday &&
    (birthday >= today || birthday < minimumBirthday)
  )
    problems.birthday = 'implausibleDate';
  if (
    layout.includes('birthday') &&
    !problems.birthday &&
    birthday &&
    slot &&
    !fitsSlot(birthday, slot, arrival)
  )
    problems.birthday = 'outsideCategory';
  if (layout.includes('passportIssueDate') && !problems.passportIssueDate && issued && issued > today)
    problems.passportIssueDate = 'implausibleDate';
  if (
    layout.includes('passportExpDate') &&
    !problems.passportExpDate &&
    expires &&
    (expires < stay.checkout || (issued && expires <= issued))
  )
    problems.passportExpDate = 'expiresDuringStay';
  return problems;
}

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
