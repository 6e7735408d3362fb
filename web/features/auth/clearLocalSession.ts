import type { QueryClient } from '@tanstack/react-query';
import { BOOKMARKS_STORAGE_KEY, LAST_WISHLIST_STORAGE_KEY } from '../../../shared/auth/auth.ts';
import { usePartnerStore } from '../../platform/stores/partner.ts';
import { useAuth } from './authStore.ts';
import { SESSION_QUERY_KEY } from './session.ts';

/**
 * SPEC §4 logout, on this device: the session goes, so do the last-used wishlist, (unless a
 * partner is known) the bookmarks and the reservations saved for offline use;
 * the state says logged out, which other tabs see.
 */
export function clearLocalSession(queryClient: QueryClient) {
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  useAuth.getState().signedOut();
  // Loaded when needed, not with every page (the entry's budget); a failure leaves the copies until
  // the day after checkout, and the logout itself has happened.
  void import('../offline/forgetSavedCopies.ts')
    .then((module) => module.forgetSavedCopies())
    .catch(() => undefined);
  try {
    sessionStorage.removeItem(LAST_WISHLIST_STORAGE_KEY);
    if (!usePartnerStore.getState().partner?.id) localStorage.removeItem(BOOKMARKS_STORAGE_KEY);
  } catch {
    // Storage refused (a partner's frame): there is nothing kept to clear.
  }
}
