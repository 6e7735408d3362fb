import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Session } from '@ory/client';
import { useLocation } from 'react-router';
import { sessionCheckNeeded } from '../../../shared/auth/auth.ts';
import { useSite } from '../../platform/siteContext.tsx';
import { useAuth } from './authStore.ts';

export const SESSION_QUERY_KEY = ['identity', 'session'] as const;

/** `/sessions/whoami` (flows/session.ts), with the identity client loaded only when it is needed. */
export async function fetchSession(base: string | null): Promise<Session | null> {
  const [{ identityApi }, { readSession }] = await Promise.all([
    import('./identityClient.ts'),
    import('./flows/session.ts'),
  ]);
  return readSession(identityApi(base));
}

/**
 * The signed-in session, checked only where SPEC §2 says: with a session cookie (or after a
 * sign-in in this page) unless `forced`, never on the exempt paths.
 */
export function useSession(forced = false) {
  const { identityBase, hasSessionCookie } = useSite();
  const { pathname } = useLocation();
  const signedInHere = useAuth((state) => state.status === 'loggedIn');
  const enabled = sessionCheckNeeded(pathname, hasSessionCookie || signedInHere, forced);
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => fetchSession(identityBase),
    enabled: enabled && typeof window !== 'undefined',
    staleTime: 60_000,
  });
  const ended = enabled && query.isSuccess && query.data === null && signedInHere;
  useEffect(() => {
    // Signed in on an earlier visit, but the session has ended since: this device knows it now.
    if (ended)
      useAuth.getState().update({ status: 'loggedOut', isAuthorized: false, isSessionExpired: true });
  }, [ended]);
  return { session: enabled ? (query.data ?? null) : null, checking: enabled && query.isPending };
}
