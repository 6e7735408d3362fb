/** SPEC §5, §9 age bands: adults from 18, children 2 to 17, babies up to 24 months. */
export const AGE_BANDS = {
  adults: { fromYears: 18 },
  children: { fromYears: 2, toYears: 17 },
  babies: { toMonths: 24 },
} as const;

type AgeBand = keyof typeof AGE_BANDS;

/** Whole months from `birthday` to `onDay` (both YYYY-MM-DD). */
export function ageInMonths(birthday: string, onDay: string): number {
  const [by = 0, bm = 0, bd = 0] = birthday.split('-').map(Number);
  const [oy = 0, om = 0, od = 0] = onDay.split('-').map(Number);
  return (oy - by) * 12 + (om - bm) - (od < bd ? 1 : 0);
}

/** The band a traveller born on `birthday` falls in on `onDay`. */
export function ageBand(birthday: string, onDay: string): AgeBand {
  const months = ageInMonths(birthday, onDay);
  if (months < AGE_BANDS.babies.toMonths) return 'babies';
  if (months < AGE_BANDS.adults.fromYears * 12) return 'children';
  return 'adults';
}

export interface Persons {
  adults: number;
  children: number;
  babies: number;
}

type PersonsProblem = 'adultRequired' | 'tooManyGuests';

export const MAX_BABIES = 4;

/**
 * How far one category may grow: adults and children share what the accommodation
 * sleeps, so each gets what the other leaves; babies are not counted there, up to MAX_BABIES.
 * A booking already above the maximum keeps its count but cannot grow.
 */
export function categoryMaximum(persons: Persons, category: keyof Persons, maxGuests: number): number {
  if (category === 'babies') return MAX_BABIES;
  const others = category === 'adults' ? persons.children : persons.adults;
  return Math.max(persons[category], maxGuests - others);
}

/**
 * SPEC §5: at least one adult ('Add a grownup'); adults and children together never more than the
 * accommodation sleeps (babies do not count).
 */
export function personsProblems(persons: Persons, maxGuests: number): PersonsProblem[] {
  const problems: PersonsProblem[] = [];
  if (persons.adults < 1) problems.push('adultRequired');
  if (persons.adults + persons.children > maxGuests) problems.push('tooManyGuests');
  return problems;
}
