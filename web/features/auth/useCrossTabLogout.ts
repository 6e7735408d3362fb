import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_STORAGE_KEY, isLogoutRecord, loadAuthState } from './authStore.ts';
import { clearLocalSession } from './clearLocalSession.ts';
import { SESSION_QUERY_KEY } from './session.ts';

/**
 * SPEC §3, §4: the auth state is read from local storage once the page runs; a logout written by
 * another tab, seen while this tab is hidden, clears this tab's session too. A visible tab asks the
 * identity service again instead, which tells it the same.
 */
export function useCrossTabLogout() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void loadAuthState();
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_STORAGE_KEY || !isLogoutRecord(event.newValue)) return;
      if (document.hidden) return clearLocalSession(queryClient);
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }).then(() => {
        if (!queryClient.getQueryData(SESSION_QUERY_KEY)) clearLocalSession(queryClient);
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
}
