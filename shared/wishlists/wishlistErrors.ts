// What a wishlist page names without zod: SPEC §8's errors and the chooser's choice of a new wishlist.
/** SPEC §8 wishlist errors, as the service's stable codes. */
export const WISHLIST_ERROR_CODES = [
  'generic',
  'invalidAccount',
  'invalidWishlist',
  'invalidProperty',
  'wishlistNotFound',
  'notOnWishlist',
  'alreadyOnWishlist',
  'alreadyShared',
  'notShared',
  'notOwner',
  'limitReached',
  'wishlistFull',
] as const;
export type WishlistErrorCode = (typeof WISHLIST_ERROR_CODES)[number];

/** The SPEC §8 error a refusal's code names; anything unnamed is the generic one. */
export function wishlistErrorCode(code: string | undefined): WishlistErrorCode {
  return (WISHLIST_ERROR_CODES as readonly string[]).includes(code ?? '')
    ? (code as WishlistErrorCode)
    : 'generic';
}

/** The wishlist chooser's choice for a wishlist made on the spot. */
export const NEW_WISHLIST = 'new';
