import { AGE_BANDS, type Persons } from '../reservation/persons.ts';
import type { PaxCategory, PaxType } from './precheckin.ts';

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
 * SPEC §5: the counts against the booking. Everyone from 2 years (children, teenagers,
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

/** The oldest age a pax type names: no upper limit in practice. */
const OLDEST = 120;

/**
 * One set of age groups (issue 43): the pre-check-in counts its travellers in the booking's own age
 * bands (SPEC §5, §9: babies under 2, children 2 to 17, adults from 18), so that "Change persons" and
 * the pre-check-in never disagree about a 14-year-old.
 */
export const BOOKED_PAX_TYPES: readonly Omit<PaxType, 'count'>[] = [
  { category: 'babies', from: 0, to: AGE_BANDS.babies.toMonths / 12 - 1 },
  { category: 'children', from: AGE_BANDS.children.fromYears, to: AGE_BANDS.children.toYears },
  { category: 'adults', from: AGE_BANDS.adults.fromYears, to: OLDEST },
];
