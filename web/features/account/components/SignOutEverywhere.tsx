import { useMutation } from '@tanstack/react-query';
import { useSignOutElsewhere } from '../../auth/useSignOutElsewhere.ts';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { toast } from '../../../ui/toasts.ts';
import { useT } from '../../../i18n/useT.ts';

/**
 * "Sign out on all other devices": for a lost phone or a shared computer. This
 * device stays signed in.
 */
export function SignOutEverywhere() {
  const t = useT();
  const signOutElsewhere = useSignOutElsewhere();
  const signOut = useMutation({
    mutationFn: signOutElsewhere,
    onSuccess: (done) => {
      if (done) toast.success(t('acc.sessions.done'));
      else toast.error(t('acc.sessions.error'));
    },
  });
  return (
    <section className="panel" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{t('acc.sessions.heading')}</h2>
      <p>{t('acc.sessions.text')}</p>
      <LoadingButton variant="outline" loading={signOut.isPending} onClick={() => signOut.mutate()}>
        {t('acc.sessions.signOut')}
      </LoadingButton>
    </section>
  );
}
