import { ageInYears, isCalendarDay } from '../../reservation/calendarDays.ts';
import type { TravellerField, TravellerValues } from '../precheckin.ts';
import type { Condition, CountryRules, Role } from './countryRules.ts';

/** What the rules look at in a traveller: nationality, country of birth, age on arrival, document. */
export interface Person {
  nationality?: string;
  bornIn?: string;
  age?: number;
  document?: string;
}

export function personOf(values: TravellerValues, checkin: string): Person {
  const given = (field: TravellerField) => values[field]?.trim() || undefined;
  const birthday = given('birthday');
  const age =
    birthday && isCalendarDay(birthday) && birthday <= checkin ? ageInYears(birthday, checkin) : undefined;
  return {
    nationality: given('countryOrigin'),
    bornIn: given('countryOfBirth'),
    age,
    document: given('passportType'),
  };
}

/**
 * Whether a condition holds. What the form does not know yet counts as the case that asks more
 * (a foreigner, an adult), except where a rule is for a few only (Spaniards, a Spanish ID card,
 * minors, those born in Italy): its field shows once the traveller is known to be one of them.
 */
export function holds(when: Condition | undefined, person: Person): boolean {
  if (!when) return true;
  const { nationality, bornIn, age, document } = person;
  const among = (value: string | undefined, list: readonly string[]) => !!value && list.includes(value);
  if (when.nationals && !among(nationality, when.nationals)) return false;
  if (when.foreignersTo && among(nationality, when.foreignersTo)) return false;
  if (when.bornIn && !among(bornIn, when.bornIn)) return false;
  if (when.fromAge !== undefined && age !== undefined && age < when.fromAge) return false;
  if (when.belowAge !== undefined && (age === undefined || age >= when.belowAge)) return false;
  if (when.documents && !among(document, when.documents)) return false;
  return true;
}

/** A field the traveller is asked: required by the law, or offered (`optional`). */
export interface FieldNeed {
  field: TravellerField;
  need: 'required' | 'optional';
  /** The problem a missing value shows, where the rule words it. */
  missing?: string;
}

/** The fields this traveller is asked, in the order of the country's rules. */
export function fieldNeeds(rules: CountryRules, role: Role, person: Person): FieldNeed[] {
  const needs = new Map<TravellerField, FieldNeed>();
  for (const rule of rules.fields) {
    if (rule.who && rule.who !== role) continue;
    const need = holds(rule.when, person) ? 'required' : rule.otherwise;
    if (!need || needs.get(rule.field)?.need === 'required') continue;
    needs.set(rule.field, { field: rule.field, need, ...(rule.missing && { missing: rule.missing }) });
  }
  return [...needs.values()];
}

/** Every field a form of this role may show (SPEC §3 layoutFirst, layoutFellows). */
export function layoutFor(rules: CountryRules, role: Role): TravellerField[] {
  return [
    ...new Set(rules.fields.filter((rule) => !rule.who || rule.who === role).map((rule) => rule.field)),
  ];
}
