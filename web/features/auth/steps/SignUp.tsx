import { useRef, useState, type FormEvent } from 'react';
import { isPlausibleEmail, type AuthErrorKey } from '../../../../shared/auth/signIn.ts';
import { useT } from '../../../i18n/useT.ts';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { useAuth } from '../authStore.ts';
import { EmailField } from '../fields/EmailField.tsx';
import { AuthError } from '../fields/AuthError.tsx';
import { SocialAlternative } from '../fields/SocialAlternative.tsx';
import { useNewPassword } from '../fields/useNewPassword.ts';
import { PrivacyLine } from '../fields/PrivacyLine.tsx';
import { PasswordPair } from '../fields/PasswordPair.tsx';
import { useIdentityFlows } from '../useIdentityFlows.ts';
import { useAfterSignIn } from '../useAfterSignIn.ts';
import { emailPassesScore } from '../emailScore.ts';

/** SPEC §2 signup: the e-mail first (checked for quality), then password and confirmation, with a way back. */
export function SignUp() {
  const t = useT();
  const flows = useIdentityFlows();
  const afterSignIn = useAfterSignIn();
  const { setStep, update } = useAuth.getState();
  const [stage, setStage] = useState<'email' | 'password'>('email');
  const [email, setEmail] = useState(useAuth.getState().email);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [error, setError] = useState<AuthErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const { password, check, pair } = useNewPassword(() => setError(null));

  const continueWithEmail = async (event: FormEvent) => {
    event.preventDefault();
    if (!isPlausibleEmail(email)) {
      setEmailError(t('auth.invalidEmail'));
      return emailInput.current?.focus();
    }
    setBusy(true);
    const passes = await emailPassesScore(email);
    setBusy(false);
    if (!passes) {
      setEmailError(t('auth.error.emailError'));
      return emailInput.current?.focus();
    }
    update({ email: email.trim(), isRegistrationStarted: true });
    setStage('password');
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    setBusy(true);
    const result = await flows.register(email.trim(), password);
    setBusy(false);
    if (!result.ok) return setError(result.key);
    if (result.verificationFlow) {
      update({ flow: result.verificationFlow, authMethod: 'password' });
      setStep('verification');
    } else if (result.session) afterSignIn(result.session, 'password');
  };

  if (stage === 'email')
    return (
      <>
        <form noValidate onSubmit={(e) => void continueWithEmail(e)}>
          <EmailField
            ref={emailInput}
            value={email}
            autoComplete="email"
            onChange={(value) => {
              setEmail(value);
              setEmailError(undefined);
            }}
            error={emailError}
          />
          <LoadingButton type="submit" loading={busy} className="wide">
            {t('auth.continue')}
          </LoadingButton>
          <PrivacyLine />
        </form>
        <AuthError errorKey={error} />
        <SocialAlternative
          kind="registration"
          onError={setError}
          switchTo={{ step: 'signin', prompt: 'auth.signup.haveAccount', link: 'auth.signin.link' }}
        />
      </>
    );

  return (
    <form noValidate onSubmit={(e) => void create(e)}>
      <p className="auth-email-summary">{t('auth.signup.for', { email: email.trim() })}</p>
      <AuthError errorKey={error} />
      <PasswordPair {...pair} />
      <div className="button-row">
        <button
          type="button"
          className="button outline"
          onClick={() => {
            setStage('email');
            setError(null);
          }}
        >
          {t('auth.back')}
        </button>
        <LoadingButton type="submit" loading={busy}>
          {t('auth.signup.submit')}
        </LoadingButton>
      </div>
    </form>
  );
}
