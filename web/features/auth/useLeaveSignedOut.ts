import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSite } from '../../app/siteContext.tsx';
import { withLanguage } from '../../ui/withLanguage.ts';
import { clearLocalSession } from './clearLocalSession.ts';

/**
 * After a logout or an account's deletion: home first, then the session goes on this device. The
 * other way round, the account page still on screen would find itself signed out and ask for a
 * sign-in, whose window then opened over home (issue 34 point 1). `flushSync` has home on screen,
 * the account page gone, before the session is cleared.
 */
export function useLeaveSignedOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { lang } = useSite();
  return async () => {
    await navigate(withLanguage('/', lang), { flushSync: true });
    clearLocalSession(queryClient);
  };
}
