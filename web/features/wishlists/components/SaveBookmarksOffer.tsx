import { useId, useState } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { useBookmarks } from '../stores/bookmarks.ts';
import { useStoredOnDevice } from '../stores/useStoredOnDevice.ts';
import { toast } from '../../../ui/toasts.ts';
import { useOwnWishlists } from '../hooks/useOwnWishlists.ts';
import { WishlistChooser } from './WishlistChooser.tsx';

/**
 * Once signed in, the accommodations kept on this device are offered for saving into a
 * wishlist; saved, they are no longer kept on the device alone.
 */
export function SaveBookmarksOffer() {
  const t = useT();
  const headingId = useId();
  const stored = useStoredOnDevice();
  const codes = useBookmarks((state) => state.codes);
  const { accountId, wishlists } = useOwnWishlists();
  const [choosing, setChoosing] = useState(false);
  if (!stored || !accountId || !wishlists || codes.length === 0) return null;
  return (
    <section className="panel bookmarks-offer" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('bookmarks.offer.heading')}</h2>
      <p>{t('bookmarks.offer.text', { count: codes.length })}</p>
      <button type="button" className="button cta" onClick={() => setChoosing(true)}>
        {t('bookmarks.offer.submit')}
      </button>
      {choosing && (
        <WishlistChooser
          title={t('bookmarks.offer.submit')}
          codes={codes}
          accountId={accountId}
          wishlists={wishlists}
          onSaved={(wishlist) => {
            useBookmarks.getState().forget(codes);
            setChoosing(false);
            toast.success(t('bookmarks.offer.saved', { wishlist: wishlist.name }));
          }}
          onClose={() => setChoosing(false)}
        />
      )}
    </section>
  );
}
