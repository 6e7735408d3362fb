/** guestworld-api v2 wishlists. */
export const WISHLISTS_PATH = '/guestworld-api/v2/wishlists';
