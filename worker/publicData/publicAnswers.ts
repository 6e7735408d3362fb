import type { CallParams } from '../../shared/upstream/callFacts.ts';

/**
 * The answers that are the same for everyone (an accommodation's description and pictures, and its
 * rating: the totals that come with a page of one review), and so may be kept at the edge for all
 * guests. A call is public only as a whole: its path and every query parameter (the edge checks its
 * headers). The pages of reviews are not kept: a guest who has just published one reads them next,
 * and expects to find it there.
 */

/** An accommodation code as the provider writes them (`IT3020.100.1`). */
const CODE = '[A-Za-z0-9][A-Za-z0-9.-]{0,39}';
const ACCOMMODATION = new RegExp(`^${CODE}$`);
const LANGUAGE = /^[a-z]{2}$/;
const ACCOMMODATION_FILTER = new RegExp(`^accommodation:${CODE}$`);
/** The card's call for the rating: the first page, of one review (web/features/accommodation/reviews.ts). */
const RATING_PAGE = { page: '1', pagesize: '1' };
const RATING_PARAMETERS = ['filters', ...Object.keys(RATING_PAGE)];

/** An accommodation, in a language or not, asked without a query. */
export function accommodationKey({ accommodation = '', lang }: CallParams, query: URLSearchParams) {
  const wellFormed = ACCOMMODATION.test(accommodation) && (lang === undefined || LANGUAGE.test(lang));
  return wellFormed && query.size === 0
    ? `/webcc-api/v1/accommodations/${accommodation}${lang ? `/${lang}` : ''}`
    : null;
}

/** An accommodation's rating: the first page of one review, filtered by the accommodation alone. */
export function ratingKey(_params: CallParams, query: URLSearchParams) {
  const names = [...query.keys()];
  if (names.length !== RATING_PARAMETERS.length || !RATING_PARAMETERS.every((name) => names.includes(name)))
    return null;
  const filters = query.get('filters')!;
  const isRating = Object.entries(RATING_PAGE).every(([name, value]) => query.get(name) === value);
  if (!ACCOMMODATION_FILTER.test(filters) || !isRating) return null;
  return `/webcc-api/v1/reviews?${new URLSearchParams({ filters, ...RATING_PAGE })}`;
}

/** Each `edgeCache` fact of the call table, and the key it keeps an answer under. */
export const PUBLIC_ANSWERS = { accommodation: accommodationKey, rating: ratingKey } as const;
