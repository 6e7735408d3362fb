import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { LAST_WISHLIST_STORAGE_KEY } from '../../../../shared/auth/auth.ts';
import { rawJsonStorage } from './rawJsonStorage.ts';

interface LastWishlist {
  name: string;
  id: string;
}

interface LastWishlistState {
  last: LastWishlist | null;
  use: (wishlist: LastWishlist) => void;
}

/** SPEC §3: the wishlist a heart adds to, for this tab's session (session storage: name and id). */
export const useLastWishlist = create<LastWishlistState>()(
  persist(
    (set) => ({
      last: null,
      use: (wishlist) => set({ last: { name: wishlist.name, id: wishlist.id } }),
    }),
    {
      name: LAST_WISHLIST_STORAGE_KEY,
      skipHydration: true,
      storage: rawJsonStorage<Pick<LastWishlistState, 'last'>, LastWishlist | null>(
        () => sessionStorage,
        (state) => state.last,
        (stored) => {
          const value = stored as Partial<LastWishlist> | null;
          return typeof value?.name === 'string' && typeof value.id === 'string'
            ? { last: { name: value.name, id: value.id } }
            : { last: null };
        },
      ),
      partialize: (state) => ({ last: state.last }),
    },
  ),
);
