/**
 * What other features show of wishlists: the heart on an accommodation card, and this device's
 * favourites. Other features import them from the files named here rather than from this one, which
 * would load all of them into the page.
 */
export { DeferredBookmarkHeart } from './DeferredBookmarkHeart.tsx';
export { DeviceFavourites } from './DeviceFavourites.tsx';
