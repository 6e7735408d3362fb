import { reviewsCall } from '../../../shared/upstream/calls/reviews.ts';
import { callTo } from '../../../shared/upstream/callPath.ts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiFetch } from '../../../shared/site/render.ts';
import { REVIEW_PAGE_SIZE } from '../../../shared/reservation/reviewPage.ts';
import { lazySchemas } from '../../platform/api/lazySchemas.ts';
import { upstream } from '../../platform/api/upstream.ts';

const schema = lazySchemas(() => import('../../../shared/reservation/schemas/reservation.ts'));

/** A page of reviews matching `filters` (an accommodation's, or the one a booking wrote). */
export function reviewsPage(
  api: ApiFetch,
  filters: string,
  page: number,
  pagesize: number,
  headers?: Record<string, string>,
) {
  const query = { filters, page: String(page), pagesize: String(pagesize) };
  return upstream(api)({
    to: callTo(reviewsCall, {}, query),
    headers,
    answer: schema('reviewsPageSchema'),
  });
}

export function reviewsQuery(api: ApiFetch, accommodationCode: string, page: number) {
  return queryOptions({
    queryKey: ['reviews', accommodationCode, page],
    queryFn: () => reviewsPage(api, `accommodation:${accommodationCode}`, page, REVIEW_PAGE_SIZE),
  });
}

/**
 * An accommodation's rating and number of reviews, for its card: the totals come with any page, so
 * the call asks for a page of one rather than ten reviews the card does not show, and keeps only
 * the totals (they are what the page carries to the browser).
 */
export function ratingQuery(api: ApiFetch, accommodationCode: string) {
  return queryOptions({
    queryKey: ['reviews', accommodationCode, 'rating'],
    queryFn: async () => {
      const { rating, _stats } = await reviewsPage(api, `accommodation:${accommodationCode}`, 1, 1);
      return { rating, totalHits: _stats.totalHits };
    },
  });
}
