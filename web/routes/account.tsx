import { PageHeading } from '../components/PageHeading.tsx';

/** Account-layout pages, and the shared wishlist that needs no sign-in. */
export const Overview = () => <PageHeading title="page.account" />;
export const Bookings = () => <PageHeading title="page.bookings" />;
export const Profile = () => <PageHeading title="page.profile" />;
export const Wishlists = () => <PageHeading title="page.wishlists" />;
export const Wishlist = () => <PageHeading title="page.wishlist" />;
