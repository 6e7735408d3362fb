import { ageInYears, isCalendarDay } from '../reservation/calendarDays.ts';
import { isCountryCode } from '../i18n/countries.ts';
import {
  COUNTRY_FIELDS,
  isDateField,
  MARITAL_STATUSES,
  PASSPORT_TYPES,
  RELATIONSHIPS,
  type Stay,
  type TravellerField,
  type TravellerSlot,
  type TravellerValues,
} from './precheckin.ts';
import { FORBIDDEN, normaliseSalutation, TEXT_MAX } from './textRules.ts';
import { isPhoneDigits, phoneDigits } from './phoneNumber.ts';

/** Whether someone born on `birthday` is within the slot's ages on arrival, in whole years. */
function fitsSlot(birthday: string, slot: TravellerSlot, arrival: string): boolean {
  const years = ageInYears(birthday, arrival);
  return years >= slot.from && years <= slot.to;
}

/**
 * One traveller against its layout: every field the layout asks for is required and checked (a
 * country one of ISO 3166-1's, as the form offers them);
 * dates must make sense (born in the past, within 120 years; a passport issued before today and
 * valid until the stay's last day); with a booked `slot`, the age on arrival is within
 * its ages.
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
    else if (COUNTRY_FIELDS.includes(field) && !isCountryCode(value)) problems[field] = 'required';
    else if (field === 'phone' && !isPhoneDigits(phoneDigits(value))) problems[field] = 'invalidPhone';
    else if (isDateField(field)) {
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
