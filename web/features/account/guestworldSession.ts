import type { QueryClient } from '@tanstack/react-query';
import { statusOf } from '../../../shared/upstream/upstreamError.ts';
import { SESSION_QUERY_KEY } from '../auth/session.ts';
import { useAuth } from '../auth/authStore.ts';
import { USER_QUERY_ROOT } from './user.ts';

/**
 * A 401 from guestworld-api while signed in means the session has ended (SPEC §6, as the session
 * check decides it): this device then knows it is signed out. Answers whether that was the case.
 */
export function endsSession(queryClient: QueryClient, error: unknown): boolean {
  if (statusOf(error) !== 401) return false;
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  queryClient.removeQueries({ queryKey: USER_QUERY_ROOT });
  useAuth.getState().sessionEnded();
  return true;
}
