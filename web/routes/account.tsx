import { PageHeading } from '../components/PageHeading.tsx';

/** The wishlist pages (the account's other pages live in routes/account/). */
export const Wishlists = () => <PageHeading title="page.wishlists" />;
export const Wishlist = () => <PageHeading title="page.wishlist" />;
