import { useEffect, useState } from 'react';
import { useAuth } from '../../auth/authStore.ts';
import { useBookmarks } from './bookmarks.ts';
import { useLastWishlist } from './lastWishlist.ts';

const readStorage = () =>
  Promise.all([useBookmarks.persist.rehydrate(), useLastWishlist.persist.rehydrate()]);

/**
 * Reads the bookmarks and the last-used wishlist from storage once the page is hydrated (the server
 * cannot know them); true once they are read. A logout clears what storage keeps of them
 * (SPEC §4, web/features/auth/useLogout.ts): the page forgets it too.
 */
export function useStoredOnDevice(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void readStorage().then(() => setReady(true));
    return useAuth.subscribe((state, before) => {
      // The logout clears storage right after it marks the state: read what it left.
      if (state.status === 'loggedOut' && before.status !== 'loggedOut')
        queueMicrotask(() => void readStorage());
    });
  }, []);
  return ready;
}
