import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSite } from '../../app/siteContext.tsx';
import { useT } from '../../i18n/useT.ts';
import { toast } from '../../ui/toasts.ts';
import { clearLocalSession } from './clearLocalSession.ts';
import { withLanguage } from '../../ui/withLanguage.ts';

/** Logs out with the identity service (the logout token), then locally; a failure shows resetError. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { identityBase, lang } = useSite();
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
    clearLocalSession(queryClient);
    toast.success(t('auth.loggedOut'));
    void navigate(withLanguage('/', lang));
  };
}
