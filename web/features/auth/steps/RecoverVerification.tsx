import { useT } from '../../../i18n/useT.ts';
import { useAuth } from '../authStore.ts';
import { CodeForm } from '../fields/CodeForm.tsx';
import { useIdentityFlows } from '../useIdentityFlows.ts';

/** SPEC §2 recoverVerification: the six-digit code that lets the user set a new password. */
export function RecoverVerification() {
  const t = useT();
  const flows = useIdentityFlows();
  const email = useAuth((state) => state.email);
  // A reset that failed comes back here with resetError (SPEC §8).
  const resetFailed = useAuth((state) => state.isSessionExpired);

  const confirm = async (code: string) => {
    const flow = useAuth.getState().flow;
    if (!flow) return 'expiredCode' as const;
    const result = await flows.recover(flow, code);
    if (!result.ok) return result.key;
    useAuth.getState().update({ flow: result.settingsFlow, isAuthorized: true, isSessionExpired: false });
    useAuth.getState().setStep('resetPassword');
    return null;
  };

  const resend = async () => {
    const result = await flows.startRecovery(email, useAuth.getState().flow);
    if (!result.ok) return result.key;
    useAuth.getState().update({ flow: result.flowId });
    return null;
  };

  return (
    <CodeForm
      text={t('auth.recoverVerification.text', { email })}
      onConfirm={confirm}
      onResend={resend}
      error={resetFailed ? 'resetError' : null}
    />
  );
}
