import type { CallEntry } from '../callFacts.ts';

/** A signed-in user's wishlists, and a wishlist shared by its link. */

export const wishlistsCall = {
  method: 'GET|POST',
  path: '/guestworld-api/v2/wishlists',
  personalData: true,
} as const satisfies CallEntry;
export const sharedWishlistCall = {
  method: 'GET',
  path: '/guestworld-api/v2/wishlists/shared/:token',
  token: 'inPath',
  personalData: true,
} as const satisfies CallEntry;
export const wishlistCall = {
  method: 'PATCH|DELETE',
  path: '/guestworld-api/v2/wishlists/:wishlist',
  personalData: true,
} as const satisfies CallEntry;
export const wishlistPropertyCall = {
  method: 'PUT|DELETE',
  path: '/guestworld-api/v2/wishlists/:wishlist/properties/:accommodation',
  personalData: true,
} as const satisfies CallEntry;
export const wishlistShareCall = {
  method: 'POST|DELETE',
  path: '/guestworld-api/v2/wishlists/:wishlist/share',
  personalData: true,
} as const satisfies CallEntry;
