import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BOOKMARKS_STORAGE_KEY, LAST_WISHLIST_STORAGE_KEY } from '../../shared/auth.ts';
import { useSite } from '../app/siteContext.tsx';
import { useT } from '../i18n/useT.ts';
import { usePartnerStore } from '../stores/partner.ts';
import { toast } from '../stores/toasts.ts';
import { useAuth } from '../stores/auth.ts';
import { SESSION_QUERY_KEY } from './session.ts';
import { withLanguage } from '../components/withLanguage.ts';

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

/** Logs out with the identity service (the logout token), then locally; a failure shows resetError. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { identityBase, lang } = useSite();
  const t = useT();
  return async () => {
    const { identityApi, answerOf, logOutAtService } = await import('./identityClient.ts');
    try {
      await logOutAtService(identityApi(identityBase));
    } catch (error) {
      // 401: the session had already ended elsewhere; signing out here is all that is left.
      if (answerOf(error).status !== 401) {
        console.error('logout failed', answerOf(error).status);
        toast.error(t('auth.error.resetError'));
        return;
      }
    }
    clearLocalSession(queryClient);
    toast.success(t('auth.loggedOut'));
    void navigate(withLanguage('/', lang));
  };
}
