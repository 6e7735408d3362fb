import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSite } from '../../platform/siteContext.tsx';
import { withLanguage } from '../../ui/withLanguage.ts';
import { clearLocalSession } from './clearLocalSession.ts';

/**
 * After a logout or an account's deletion: home first, then the session goes on this device. The
 * navigation's last step is a transition that may commit after the session is cleared, so an
 * account page can still be on screen then; AccountGuard knows by `leavesSoFar` that a logout in this
 * tab asks for no sign-in (a logout in another tab still does, SPEC §4).
 */
let leavesInThisTab = 0;

/** How many times this tab has left signed out: an account page compares it with its own start. */
export const leavesSoFar = () => leavesInThisTab;

export function useLeaveSignedOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { lang } = useSite();
  return async () => {
    leavesInThisTab += 1;
    await navigate(withLanguage('/', lang), { flushSync: true });
    clearLocalSession(queryClient);
  };
}
