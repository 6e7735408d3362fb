import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../platform/useApi.ts';
import { useSession } from '../auth/session.ts';
import { emailOf } from '../auth/useAfterSignIn.ts';
import { userQuery } from './user.ts';
import { endsSession } from './guestworldSession.ts';
import type { User } from '../../../shared/account/schemas/user.ts';

/**
 * The signed-in user (SPEC §4: loaded once signed in, on any page that asks), and a way to put a
 * write's answer into the cache. A 401 ends the session on this device.
 */
export function useUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const options = userQuery(api, session?.identity?.id ?? '', session ? emailOf(session) : '');
  const query = useQuery({ ...options, enabled: !!session?.identity?.id });
  useEffect(() => {
    if (query.error) endsSession(queryClient, query.error);
  }, [query.error, queryClient]);
  return {
    ...query,
    user: query.data,
    setUser: (user: User) => queryClient.setQueryData(options.queryKey, user),
  };
}
