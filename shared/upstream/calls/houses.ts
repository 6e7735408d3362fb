import type { CallEntry } from '../callFacts.ts';

/** A house's calls, the same for every guest: its description, its pictures and its reviews. */

export const accommodationCall = {
  method: 'GET',
  path: '/webcc-api/v1/accommodations/:accommodation/:lang?',
  edgeCache: 'accommodation',
} as const satisfies CallEntry;
export const pictureCall = {
  method: 'GET',
  path: '/webcc-api/v1/pictures/:picture+',
  picture: true,
} as const satisfies CallEntry;
// The reviews of a stay name its booking (`filters=reservation:N`): which review a booking has is its guest's.
export const reviewsCall = {
  method: 'GET',
  path: '/webcc-api/v1/reviews',
  bookingNumber: 'inReviewFilters',
  edgeCache: 'rating',
} as const satisfies CallEntry;
