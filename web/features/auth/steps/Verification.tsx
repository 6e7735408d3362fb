import { useT } from '../../../i18n/useT.ts';
import { useAuth } from '../authStore.ts';
import { CodeForm } from '../fields/CodeForm.tsx';
import { useIdentityFlows } from '../useIdentityFlows.ts';
import { useAfterSignIn } from '../useAfterSignIn.ts';

/** SPEC §2 verification: the code sent after sign-up; once it passes, the user is signed in. */
export function Verification() {
  const t = useT();
  const flows = useIdentityFlows();
  const afterSignIn = useAfterSignIn();
  const email = useAuth((state) => state.email);

  const confirm = async (code: string) => {
    const flow = useAuth.getState().flow;
    if (!flow) return 'expiredCode' as const;
    const result = await flows.verify(flow, code);
    if (!result.ok) return result.key;
    const session = await flows.readSession();
    if (session) afterSignIn(session, 'password');
    else useAuth.getState().setStep('signin');
    return null;
  };

  const resend = async () => {
    const result = await flows.sendVerificationCode(useAuth.getState().flow, email);
    if (!result.ok) return result.key;
    useAuth.getState().update({ flow: result.flowId });
    return null;
  };

  // Opened from elsewhere (/verify?flow=…) the address may be unknown here; the code still works.
  const text = email ? t('auth.verification.text', { email }) : t('auth.verification.textNoEmail');
  return <CodeForm text={text} onConfirm={confirm} onResend={email ? resend : undefined} />;
}
