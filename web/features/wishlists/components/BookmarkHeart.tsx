import { Suspense, useEffect, useRef, useState } from 'react';
import { loadedOnDemand } from '../../../ui/loadedOnDemand.ts';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../platform/useApi.ts';
import { wishlistCalls } from '../api/wishlists.ts';
import { useT } from '../../../i18n/useT.ts';
import { useBookmarks } from '../stores/bookmarks.ts';
import { useLastWishlist } from '../stores/lastWishlist.ts';
import { useStoredOnDevice } from '../stores/useStoredOnDevice.ts';
import { toast } from '../../../ui/toasts.ts';
import { useOwnWishlists, useWishlistCache } from '../hooks/useOwnWishlists.ts';
import { wishlistErrorText } from '../model/wishlistMessages.ts';
import type { Wishlist } from '../../../../shared/wishlists/schemas/wishlist.ts';
import { HeartButton } from './HeartButton.tsx';

// The chooser and its form only run after a press: they load then, not with every card.
const { Component: WishlistChooser } = loadedOnDemand(() =>
  import('./WishlistChooser.tsx').then((module) => module.WishlistChooser),
);

/** What happened to the button that stood for the heart before its code was there. */
export interface EarlyHeart {
  /** Whether it has the focus. */
  hasFocus: () => boolean;
  /** Whether it was pressed; the press is the heart's from then on. */
  takePress: () => boolean;
}

/**
 * The heart on a card. Signed out it keeps the accommodation on this device (SPEC §3
 * bookmarks). Signed in it adds it to the last-used wishlist, or asks which one the first time;
 * pressed, it takes it off every wishlist that holds it.
 */
export function BookmarkHeart({ code, name, early }: { code: string; name: string; early: EarlyHeart }) {
  const t = useT();
  const api = useApi();
  const stored = useStoredOnDevice();
  const bookmarked = useBookmarks((state) => state.codes.includes(code));
  const { accountId, checking, wishlists, query } = useOwnWishlists();
  const button = useRef<HTMLButtonElement>(null);
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

  // It takes the place of the button that stood for it: it keeps the focus there, and the press made
  // on it is made again, as a click, once it is known whom it is for (the device, or the account).
  useEffect(() => {
    if (early.hasFocus()) button.current?.focus();
  }, [early]);
  const ready = !checking && (accountId === null || !query.isPending);
  useEffect(() => {
    if (ready && early.takePress()) button.current?.click();
  }, [early, ready]);

  return (
    <>
      <HeartButton ref={button} name={name} pressed={pressed} disabled={change.isPending} onClick={press} />
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
