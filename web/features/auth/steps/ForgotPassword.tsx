import { useState, type FormEvent } from 'react';
import { isPlausibleEmail, type AuthErrorKey } from '../../../../shared/auth/signIn.ts';
import { useT } from '../../../i18n/useT.ts';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { useAuth } from '../authStore.ts';
import { EmailField } from '../fields/EmailField.tsx';
import { AuthError } from '../fields/AuthError.tsx';
import { useIdentityFlows } from '../useIdentityFlows.ts';
import { useAfterSignIn } from '../useAfterSignIn.ts';
import { emailPassesScore } from '../emailScore.ts';

/** SPEC §2 forgotPassword: the e-mail; the button waits for a plausible address (SPEC §5). */
export function ForgotPassword() {
  const t = useT();
  const flows = useIdentityFlows();
  const afterSignIn = useAfterSignIn();
  const { setStep, update } = useAuth.getState();
  const [email, setEmail] = useState(useAuth.getState().email);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [error, setError] = useState<AuthErrorKey | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isPlausibleEmail(email)) return;
    setBusy(true);
    if (!(await emailPassesScore(email))) {
      setBusy(false);
      return setEmailError(t('auth.error.emailRequired'));
    }
    const result = await flows.startRecovery(email.trim());
    setBusy(false);
    // SPEC §8: a recovery that cannot start because the user is signed in closes the modal.
    if (!result.ok && result.key === 'sessionExistsError') {
      const session = await flows.readSession();
      return session ? afterSignIn(session, 'password') : useAuth.getState().closeModal();
    }
    if (!result.ok) return setError(result.key);
    update({ email: email.trim(), flow: result.flowId, isRecoveryStarted: true, isSessionExpired: false });
    setStep('recoverVerification');
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <p>{t('auth.forgotPassword.text')}</p>
      <AuthError errorKey={error} />
      <EmailField
        value={email}
        autoComplete="email"
        onChange={(value) => {
          setEmail(value);
          setEmailError(undefined);
          setError(null);
        }}
        error={emailError}
      />
      <LoadingButton type="submit" loading={busy} disabled={!isPlausibleEmail(email)} className="wide">
        {t('auth.forgotPassword.submit')}
      </LoadingButton>
      <p className="switch-step">
        <button type="button" className="link-button" onClick={() => setStep('signin')}>
          {t('auth.backToSignIn')}
        </button>
      </p>
    </form>
  );
}
