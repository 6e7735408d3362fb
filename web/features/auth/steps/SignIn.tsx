import { useRef, useState, type FormEvent } from 'react';
import { isPlausibleEmail, type AuthErrorKey } from '../../../../shared/auth/signIn.ts';
import { useT } from '../../../i18n/useT.ts';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { useAuth } from '../authStore.ts';
import { PasswordField } from '../fields/PasswordField.tsx';
import { EmailField } from '../fields/EmailField.tsx';
import { AuthError } from '../fields/AuthError.tsx';
import { SocialAlternative } from '../fields/SocialAlternative.tsx';
import { PrivacyLine } from '../fields/PrivacyLine.tsx';
import { useIdentityFlows } from '../useIdentityFlows.ts';
import { useAfterSignIn } from '../useAfterSignIn.ts';

/** SPEC §2 signin: e-mail, password, forgot-password link, privacy line, social buttons, register link. */
export function SignIn() {
  const t = useT();
  const flows = useIdentityFlows();
  const afterSignIn = useAfterSignIn();
  const { setStep, update } = useAuth.getState();
  const [email, setEmail] = useState(useAuth.getState().email);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<AuthErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      email: isPlausibleEmail(email) ? undefined : t('auth.invalidEmail'),
      password: password ? undefined : t('auth.passwordRequired'),
    };
    setFieldErrors(errors);
    if (errors.email) return emailInput.current?.focus();
    if (errors.password) return passwordInput.current?.focus();
    setBusy(true);
    const result = await flows.signIn(email.trim(), password);
    setBusy(false);
    if (!result.ok) return setError(result.key);
    if (result.session) afterSignIn(result.session, 'password');
    else setError('loginError');
  };

  // SPEC §5: editing the e-mail or the password clears the shown error.
  const edit = (apply: () => void) => {
    apply();
    setError(null);
  };

  return (
    <>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <AuthError errorKey={error} />
        <EmailField
          ref={emailInput}
          value={email}
          autoComplete="username"
          onChange={(value) => edit(() => setEmail(value))}
          error={fieldErrors.email}
        />
        <PasswordField
          ref={passwordInput}
          kind="current"
          value={password}
          onChange={(value) => edit(() => setPassword(value))}
          error={fieldErrors.password}
        />
        <button
          type="button"
          className="link-button"
          onClick={() => {
            update({ email });
            setStep('forgotPassword');
          }}
        >
          {t('auth.forgotPassword.link')}
        </button>
        <LoadingButton type="submit" loading={busy} className="wide">
          {t('auth.signin.submit')}
        </LoadingButton>
        <PrivacyLine />
      </form>
      <SocialAlternative
        kind="login"
        onError={setError}
        switchTo={{ step: 'signup', prompt: 'auth.signin.noAccount', link: 'auth.signup.link' }}
      />
    </>
  );
}
