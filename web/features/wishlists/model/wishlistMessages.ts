import type { MessageId } from '../../../i18n/catalog.ts';
import type { WishlistErrorCode } from '../../../../shared/wishlists/schemas/wishlist.ts';
import { wishlistErrorOf } from '../api/wishlists.ts';

/** SPEC §8: the words for each wishlist error. */
const WISHLIST_ERROR_TEXT: Record<WishlistErrorCode, MessageId> = {
  generic: 'wishlists.error.generic',
  invalidAccount: 'wishlists.error.invalidAccount',
  invalidWishlist: 'wishlists.error.invalidWishlist',
  invalidProperty: 'wishlists.error.invalidProperty',
  wishlistNotFound: 'wishlists.error.wishlistNotFound',
  notOnWishlist: 'wishlists.error.notOnWishlist',
  alreadyOnWishlist: 'wishlists.error.alreadyOnWishlist',
  alreadyShared: 'wishlists.error.alreadyShared',
  notShared: 'wishlists.error.notShared',
  notOwner: 'wishlists.error.notOwner',
  limitReached: 'wishlists.error.limitReached',
  wishlistFull: 'wishlists.error.wishlistFull',
};

/**
 * What the account's wishlists page says it did (created, renamed, shared, deleted, a house taken
 * off): each replaces the one before, so creating a few wishlists leaves no tower of toasts over
 * them.
 */
export const WISHLIST_TOAST = { topic: 'wishlists' } as const;

/** The words for a failed wishlist call. */
export const wishlistErrorText = (error: unknown): MessageId => WISHLIST_ERROR_TEXT[wishlistErrorOf(error)];
