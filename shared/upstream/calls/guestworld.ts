import type { CallEntry } from '../callFacts.ts';

/** A signed-in user's calls: profile, picture, linked bookings, wishlists. */

const WISHLISTS = '/guestworld-api/v2/wishlists';
/** A booking's or a user's data: nobody else's to keep. */
const PERSONAL = { personalData: true } as const;

export const userCall = {
  method: 'GET|POST|PUT|DELETE',
  path: '/guestworld-api/v2/users',
  ...PERSONAL,
} as const satisfies CallEntry;
export const userPictureCall = {
  method: 'POST|DELETE',
  path: '/guestworld-api/v2/users/picture',
  ...PERSONAL,
} as const satisfies CallEntry;
export const linkBookingCall = {
  method: 'POST',
  path: '/guestworld-api/v2/users/link',
  ...PERSONAL,
  limit: 'code',
  token: 'inBody',
} as const satisfies CallEntry;
export const userPictureFileCall = {
  method: 'GET',
  path: '/guestworld-api/v2/users/pictures/:picture',
  ...PERSONAL,
  picture: true,
} as const satisfies CallEntry;
export const userDocumentCall = {
  method: 'GET',
  path: '/guestworld-api/v2/users/reservations/:booking/documents/:document',
  ...PERSONAL,
} as const satisfies CallEntry;
export const wishlistsCall = {
  method: 'GET|POST',
  path: WISHLISTS,
  ...PERSONAL,
} as const satisfies CallEntry;
export const sharedWishlistCall = {
  method: 'GET',
  path: `${WISHLISTS}/shared/:token`,
  ...PERSONAL,
  token: 'inPath',
} as const satisfies CallEntry;
export const wishlistCall = {
  method: 'PATCH|DELETE',
  path: `${WISHLISTS}/:wishlist`,
  ...PERSONAL,
} as const satisfies CallEntry;
export const wishlistPropertyCall = {
  method: 'PUT|DELETE',
  path: `${WISHLISTS}/:wishlist/properties/:accommodation`,
  ...PERSONAL,
} as const satisfies CallEntry;
export const wishlistShareCall = {
  method: 'POST|DELETE',
  path: `${WISHLISTS}/:wishlist/share`,
  ...PERSONAL,
} as const satisfies CallEntry;
