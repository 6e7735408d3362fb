import { useSite } from '../../platform/siteContext.tsx';
import { useT } from '../../i18n/useT.ts';
import { toast } from '../../ui/toasts.ts';
import { useLeaveSignedOut } from './useLeaveSignedOut.ts';

/** Logs out with the identity service (the logout token), then locally; a failure shows resetError. */
export function useLogout() {
  const { identityBase } = useSite();
  const leaveSignedOut = useLeaveSignedOut();
  const t = useT();
  return async () => {
    const [{ identityApi }, { logOut }] = await Promise.all([
      import('./identityClient.ts'),
      import('./flows/logout.ts'),
    ]);
    const outcome = await logOut(identityApi(identityBase));
    if (!outcome.ok) {
      console.error('logout failed', outcome.status);
      toast.error(t('auth.error.resetError'));
      return;
    }
    await leaveSignedOut();
    toast.success(t('auth.loggedOut'));
  };
}
