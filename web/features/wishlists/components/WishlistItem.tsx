import { useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../platform/useApi.ts';
import { wishlistCalls } from '../api/wishlists.ts';
import { useT } from '../../../i18n/useT.ts';
import { toast } from '../../../ui/toasts.ts';
import { useLastWishlist } from '../stores/lastWishlist.ts';
import { AccommodationCard } from '../../accommodation/AccommodationCard.tsx';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { TitledDialog } from '../../../ui/TitledDialog.tsx';
import { useFocusWhen } from '../../../ui/useFocusWhen.ts';
import { RenameWishlistForm } from './RenameWishlistForm.tsx';
import { ShareLink } from './ShareLink.tsx';
import { useWishlistCache } from '../hooks/useOwnWishlists.ts';
import { WISHLIST_TOAST, wishlistErrorText } from '../model/wishlistMessages.ts';
import { WishlistThumbnail } from './WishlistThumbnail.tsx';
import type { Wishlist } from '../../../../shared/wishlists/schemas/wishlist.ts';

/**
 * One of the account's wishlists: its count and first picture; rename, share, delete; its cards.
 * Just created, it comes into view and its heading takes the focus; a rename done or given up
 * gives the focus back to "Rename".
 */
export function WishlistItem({
  wishlist,
  accountId,
  justCreated,
}: {
  wishlist: Wishlist;
  accountId: string;
  justCreated: boolean;
}) {
  const t = useT();
  const api = useApi();
  const cache = useWishlistCache(accountId);
  const headingId = useId();
  const cardsId = useId();
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [backFromRenaming, setBackFromRenaming] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const heading = useFocusWhen<HTMLHeadingElement>(justCreated, item);
  const renameButton = useFocusWhen<HTMLButtonElement>(backFromRenaming);
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown) => toast.error(t(wishlistErrorText(error)));
  const calls = wishlistCalls(api);

  const sharing = useMutation({
    mutationFn: async (share: boolean) => {
      if (share) return (await calls.share(wishlist.id)).token;
      await calls.stopSharing(wishlist.id);
      return null;
    },
    onSuccess: (token) => {
      cache.put({ ...wishlist, sharedToken: token });
      toast.success(
        t(token ? 'wishlists.shared' : 'wishlists.unshared', { name: wishlist.name }),
        WISHLIST_TOAST,
      );
    },
    onError: failed,
    onSettled: () => cache.reload(),
  });
  const remove = useMutation({
    mutationFn: () => calls.remove(wishlist.id),
    onSuccess: () => {
      setConfirming(false);
      cache.drop(wishlist.id);
      if (useLastWishlist.getState().last?.id === wishlist.id) useLastWishlist.setState({ last: null });
      toast.success(t('wishlists.deleted', { name: wishlist.name }), WISHLIST_TOAST);
    },
    onError: failed,
    onSettled: () => cache.reload(),
  });

  return (
    <li ref={item} className="wishlist panel" aria-labelledby={headingId}>
      <div className="wishlist-summary">
        <WishlistThumbnail code={wishlist.properties[0]} />
        <div>
          {renaming ? (
            <RenameWishlistForm
              wishlist={wishlist}
              accountId={accountId}
              onDone={() => {
                setRenaming(false);
                setBackFromRenaming(true);
              }}
            />
          ) : (
            <h2 id={headingId} ref={heading} tabIndex={-1}>
              {wishlist.name}
            </h2>
          )}
          <p>{t('wishlists.count', { count: wishlist.properties.length })}</p>
        </div>
      </div>
      <div className="button-row">
        <button
          type="button"
          className="button outline size-sm"
          aria-expanded={open}
          aria-controls={cardsId}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'wishlists.hide' : 'wishlists.show')}
        </button>
        {!renaming && (
          <button
            ref={renameButton}
            type="button"
            className="button outline size-sm"
            onClick={() => {
              setRenaming(true);
              setBackFromRenaming(false);
            }}
          >
            {t('wishlists.rename')}
          </button>
        )}
        <LoadingButton
          variant="outline"
          size="sm"
          loading={sharing.isPending}
          onClick={() => sharing.mutate(!wishlist.sharedToken)}
        >
          {t(wishlist.sharedToken ? 'wishlists.unshare' : 'wishlists.share')}
        </LoadingButton>
        <button type="button" className="button outline size-sm" onClick={() => setConfirming(true)}>
          {t('wishlists.delete')}
        </button>
      </div>
      {wishlist.sharedToken && <ShareLink name={wishlist.name} token={wishlist.sharedToken} />}
      <div id={cardsId} hidden={!open}>
        {open && <WishlistCards wishlist={wishlist} accountId={accountId} />}
      </div>
      {confirming && (
        <TitledDialog
          title={t('wishlists.delete.title', { name: wishlist.name })}
          onClose={() => setConfirming(false)}
        >
          <p>{t('wishlists.delete.text')}</p>
          <div className="button-row">
            <LoadingButton loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('wishlists.delete.confirm')}
            </LoadingButton>
            <button type="button" className="button outline" onClick={() => setConfirming(false)}>
              {t('wishlists.cancel')}
            </button>
          </div>
        </TitledDialog>
      )}
    </li>
  );
}

/** The wishlist's accommodations as cards, each with a way to take it off. */
function WishlistCards({ wishlist, accountId }: { wishlist: Wishlist; accountId: string }) {
  const t = useT();
  const api = useApi();
  const cache = useWishlistCache(accountId);
  const removeProperty = useMutation({
    mutationFn: ({ code }: { code: string; name: string }) =>
      wishlistCalls(api).removeProperty(wishlist.id, code),
    onSuccess: (changed, { name }) => {
      cache.put(changed);
      toast.success(t('wishlists.propertyRemoved', { name, wishlist: wishlist.name }), WISHLIST_TOAST);
    },
    onError: (error) => toast.error(t(wishlistErrorText(error))),
    onSettled: () => cache.reload(),
  });
  if (wishlist.properties.length === 0) return <p>{t('wishlists.empty')}</p>;
  return (
    <ul className="card-grid">
      {wishlist.properties.map((code) => (
        <li key={code}>
          <AccommodationCard code={code}>
            {({ name }) => (
              <LoadingButton
                variant="outline"
                size="sm"
                loading={removeProperty.isPending && removeProperty.variables.code === code}
                onClick={() => removeProperty.mutate({ code, name })}
              >
                {t('wishlists.removeProperty', { name })}
              </LoadingButton>
            )}
          </AccommodationCard>
        </li>
      ))}
    </ul>
  );
}
