/**
 * What other features show of wishlists: the heart on an accommodation card, and this device's
 * favourites. Other features import them from the files named here (README, Layout).
 */
export { DeferredBookmarkHeart } from './DeferredBookmarkHeart.tsx';
export { DeviceFavourites } from './DeviceFavourites.tsx';
