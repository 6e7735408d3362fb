import type { CallEntry } from '../callFacts.ts';

/** A house's reviews and its rating, or the one a booking wrote. */

// The reviews of a stay name its booking (`filters=reservation:N`): which review a booking has is its guest's.
export const reviewsCall = {
  method: 'GET',
  path: '/webcc-api/v1/reviews',
  bookingNumber: 'inReviewFilters',
  edgeCache: 'rating',
} as const satisfies CallEntry;
