import { lazy, Suspense, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../app/useApi.ts';
import { wishlistCalls } from '../../api/wishlists.ts';
import { useT } from '../../i18n/useT.ts';
import { useBookmarks } from '../../stores/bookmarks.ts';
import { useLastWishlist } from '../../stores/lastWishlist.ts';
import { useStoredOnDevice } from '../../stores/useStoredOnDevice.ts';
import { toast } from '../../stores/toasts.ts';
import { useOwnWishlists, useWishlistCache } from '../wishlists/useOwnWishlists.ts';
import { wishlistErrorText } from '../wishlists/wishlistMessages.ts';
import type { Wishlist } from '../../../shared/schemas/wishlist.ts';

// The chooser and its form only run after a press: they load then, not with every card.
const WishlistChooser = lazy(() =>
  import('../wishlists/WishlistChooser.tsx').then((module) => ({ default: module.WishlistChooser })),
);

/**
 * The heart on a card (issue 13). Signed out it keeps the accommodation on this device (SPEC §3
 * bookmarks). Signed in it adds it to the last-used wishlist, or asks which one the first time;
 * pressed, it takes it off every wishlist that holds it.
 */
export function BookmarkHeart({ code, name }: { code: string; name: string }) {
  const t = useT();
  const api = useApi();
  const stored = useStoredOnDevice();
  const bookmarked = useBookmarks((state) => state.codes.includes(code));
  const { accountId, wishlists } = useOwnWishlists();
  const cache = useWishlistCache(accountId);
  const [choosing, setChoosing] = useState(false);
  const holding = wishlists?.filter((w) => w.properties.includes(code)) ?? [];
  const pressed = accountId ? holding.length > 0 : stored && bookmarked;

  const change = useMutation({
    mutationFn: async (target: Wishlist | null): Promise<Wishlist[]> => {
      const calls = wishlistCalls(api);
      if (target) return [await calls.addProperty(target.id, code)];
      return Promise.all(holding.map((w) => calls.removeProperty(w.id, code)));
    },
    onSuccess: (changed, target) => {
      changed.forEach(cache.put);
      toast.success(
        target
          ? t('wishlists.addedTo', { name, wishlist: target.name })
          : t('wishlists.removedFromAll', { name }),
      );
    },
    onError: (error) => toast.error(t(wishlistErrorText(error))),
    onSettled: () => cache.reload(),
  });

  const press = () => {
    if (!accountId) {
      const kept = useBookmarks.getState().toggle(code);
      toast.info(t(kept ? 'bookmarks.added' : 'bookmarks.removed', { name }));
      return;
    }
    if (pressed) return change.mutate(null);
    const last = useLastWishlist.getState().last;
    const target = wishlists?.find((w) => w.id === last?.id);
    if (target) change.mutate(target);
    else setChoosing(true);
  };

  return (
    <>
      <button
        type="button"
        className="bookmark-heart"
        aria-pressed={pressed}
        aria-label={t('heart.label', { name })}
        disabled={change.isPending}
        onClick={press}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z" />
        </svg>
      </button>
      {choosing && accountId && (
        <Suspense fallback={null}>
          <WishlistChooser
            title={t('wishlists.choose.title', { name })}
            codes={[code]}
            accountId={accountId}
            wishlists={wishlists ?? []}
            onSaved={(wishlist) => {
              setChoosing(false);
              toast.success(t('wishlists.addedTo', { name, wishlist: wishlist.name }));
            }}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      )}
    </>
  );
}
