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
