import type { QueryClient } from '@tanstack/react-query';
import { BOOKMARKS_STORAGE_KEY, LAST_WISHLIST_STORAGE_KEY } from '../../../shared/auth/auth.ts';
import { usePartnerStore } from '../../app/stores/partner.ts';
import { useAuth } from './authStore.ts';
import { SESSION_QUERY_KEY } from './session.ts';

/**
 * SPEC §4 logout, on this device: the session goes, so do the last-used wishlist and (unless a
 * partner is known) the bookmarks; the state says logged out, which other tabs see.
 */
export function clearLocalSession(queryClient: QueryClient) {
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  useAuth.getState().signedOut();
  try {
    sessionStorage.removeItem(LAST_WISHLIST_STORAGE_KEY);
    if (!usePartnerStore.getState().partner?.id) localStorage.removeItem(BOOKMARKS_STORAGE_KEY);
  } catch {
    // Storage refused (a partner's frame): there is nothing kept to clear.
  }
}
