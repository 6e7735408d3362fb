/**
 * What other features use of an accommodation: its card (with the bookmark the page gives it), its
 * picture through the portal's proxy, and the calls for its facts, rating and reviews. Other
 * features import them from the files named here rather than from this one, which would load all of
 * them into the page.
 */
export { AccommodationCard } from './AccommodationCard.tsx';
export { ProxiedPicture } from './ProxiedPicture.tsx';
export { accommodationQuery } from './accommodations.ts';
export { reviewsPage, reviewsQuery } from './reviews.ts';
