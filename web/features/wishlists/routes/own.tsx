import { PageHeading } from '../../../ui/PageHeading.tsx';
import { CreateWishlistForm } from '../components/CreateWishlistForm.tsx';
import { SaveBookmarksOffer } from '../components/SaveBookmarksOffer.tsx';
import { useOwnWishlists } from '../hooks/useOwnWishlists.ts';
import { WishlistItem } from '../components/WishlistItem.tsx';
import { wishlistErrorText } from '../model/wishlistMessages.ts';
import { useT } from '../../../i18n/useT.ts';
import { useState } from 'react';

/** `/myaccount/wishlists` (the account layout's guard asks for the sign-in): the account's wishlists. */
export function Component() {
  const t = useT();
  const { accountId, wishlists, query } = useOwnWishlists();
  const [created, setCreated] = useState<string | null>(null);
  return (
    <>
      <PageHeading title="page.wishlists">
        <p>{t('wishlists.intro')}</p>
      </PageHeading>
      <SaveBookmarksOffer />
      {accountId && <CreateWishlistForm accountId={accountId} onCreated={setCreated} />}
      {query.isError && (
        <p className="form-error" role="alert">
          {t(wishlistErrorText(query.error))}
        </p>
      )}
      {!wishlists ? (
        !query.isError && <p aria-live="polite">{t('wishlists.loading')}</p>
      ) : wishlists.length === 0 ? (
        <p>{t('wishlists.none')}</p>
      ) : (
        <ul className="wishlists">
          {wishlists.map((wishlist) => (
            <WishlistItem
              key={wishlist.id}
              wishlist={wishlist}
              accountId={accountId!}
              justCreated={wishlist.id === created}
            />
          ))}
        </ul>
      )}
    </>
  );
}
