import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../platform/useApi.ts';
import { useSession } from '../../auth/session.ts';
import { wishlistsQuery } from '../api/wishlists.ts';
import type { Wishlist } from '../../../../shared/wishlists/schemas/wishlist.ts';

/** The signed-in account's wishlists, or no account (signed out, or a page without the session check). */
export function useOwnWishlists() {
  const api = useApi();
  const { session, checking } = useSession();
  const accountId = session?.identity?.id ?? null;
  const query = useQuery({ ...wishlistsQuery(api, accountId ?? ''), enabled: accountId !== null });
  return { accountId, checking, wishlists: query.data, query };
}

/** Puts an answered wishlist in the cached list at once, then reads the list anew. */
export function useWishlistCache(accountId: string | null) {
  const queryClient = useQueryClient();
  const api = useApi();
  const key = wishlistsQuery(api, accountId ?? '').queryKey;
  return {
    put: (wishlist: Wishlist) =>
      queryClient.setQueryData(key, (list) =>
        list?.some((w) => w.id === wishlist.id)
          ? list.map((w) => (w.id === wishlist.id ? wishlist : w))
          : [...(list ?? []), wishlist],
      ),
    drop: (id: string) => queryClient.setQueryData(key, (list) => list?.filter((w) => w.id !== id)),
    reload: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}
