import type { Stay, TravellerSlot, TravellerValues } from '../precheckin.ts';
import { phoneDigits } from '../phoneNumber.ts';
import { normaliseSalutation } from '../textRules.ts';
import { travellerProblems } from '../travellerProblems.ts';
import type { CountryRules, Role } from './countryRules.ts';
import { fieldNeeds, holds, personOf } from './fieldNeeds.ts';
import { FORMATS } from './formats.ts';

/** The fields a traveller's registration holds: every one required, and those offered that are given. */
export function registrationFields(
  rules: CountryRules,
  role: Role,
  values: TravellerValues,
  checkin: string,
) {
  return fieldNeeds(rules, role, personOf(values, checkin))
    .filter(({ field, need }) => need === 'required' || !!values[field]?.trim())
    .map(({ field }) => field);
}

/**
 * The registration's fields as the service keeps them: trimmed, the salutation as M or F and a
 * phone as numbers only (SPEC §3, §5), so the portal checks a typed signature against the same name.
 */
export function keptValues(rules: CountryRules, role: Role, values: TravellerValues, checkin: string) {
  return Object.fromEntries(
    registrationFields(rules, role, values, checkin).map((field) => [
      field,
      keptValue(field, values[field] ?? ''),
    ]),
  );
}

function keptValue(field: string, value: string) {
  const trimmed = value.trim();
  if (field === 'phone') return phoneDigits(trimmed);
  if (field === 'salutation') return normaliseSalutation(trimmed) ?? trimmed;
  return trimmed;
}

/**
 * One traveller against the destination's law: the fields it asks of this traveller
 * (by role, nationality and age), SPEC §5's checks and the dates' sense (travellerProblems), then
 * the country's formats. A missing field the law words its own way has that problem.
 */
export function registrationProblems(
  rules: CountryRules,
  role: Role,
  values: TravellerValues,
  stay: Stay,
  today: string,
  slot?: TravellerSlot,
) {
  const person = personOf(values, stay.checkin);
  const asked = registrationFields(rules, role, values, stay.checkin);
  const problems = travellerProblems(values, asked, stay, today, slot);
  for (const { field, missing } of fieldNeeds(rules, role, person))
    if (missing && problems[field] === 'required' && !values[field]?.trim()) problems[field] = missing;
  for (const { field, format, when } of rules.formats) {
    if (problems[field] || !asked.includes(field) || !holds(when, person)) continue;
    const problem = FORMATS[format](values[field] ?? '');
    if (problem) problems[field] = problem;
  }
  return problems;
}
