import { useEffect, useState, type FormEvent } from 'react';
import type { Session } from '@ory/client';
import {
  CHANGED_PASSWORD_COUNTDOWN_S,
  isSessionExpired,
  resetStep,
  type AuthErrorKey,
} from '../../../../shared/auth/signIn.ts';
import { useT } from '../../../i18n/useT.ts';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { useCountdown } from '../../../ui/useCountdown.ts';
import { useAuth } from '../authStore.ts';
import { AuthError } from '../fields/AuthError.tsx';
import { PasswordPair } from '../fields/PasswordPair.tsx';
import { useNewPassword } from '../fields/useNewPassword.ts';
import { useIdentityFlows } from '../useIdentityFlows.ts';
import { useAfterSignIn } from '../useAfterSignIn.ts';

type Phase =
  | { kind: 'checking' }
  | { kind: 'form'; flowId: string; session: Session }
  | { kind: 'done'; session: Session };

/**
 * SPEC §4 reset password. The session decides: signed in by recovery code shows the form, by
 * password there is nothing to reset, none goes back to the code. An expired session or a settings
 * flow that cannot start restarts at the code step; success counts down 8 seconds, then closes.
 */
export function ResetPassword() {
  const t = useT();
  const flows = useIdentityFlows();
  const afterSignIn = useAfterSignIn();
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const [error, setError] = useState<AuthErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [remaining, startCountdown] = useCountdown(CHANGED_PASSWORD_COUNTDOWN_S);
  const { password, check, pair } = useNewPassword(() => setError(null));

  const backToCode = () => {
    void flows.endSession();
    const { isRecoveryStarted, email } = useAuth.getState();
    useAuth.getState().update({ isAuthorized: false, isSessionExpired: true });
    // Without a recovery begun on this device there is no code to go back to: start one.
    useAuth.getState().setStep(isRecoveryStarted && email ? 'recoverVerification' : 'forgotPassword');
  };

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const session = await flows.readSession();
      if (cancelled) return;
      const next = resetStep(session);
      if (next === 'recoverVerification' || !session || isSessionExpired(session.expires_at))
        return backToCode();
      if (next === 'finish') return afterSignIn(session, 'password');
      try {
        const flow = await flows.settingsFlow(useAuth.getState().flow);
        if (!cancelled) setPhase({ kind: 'form', flowId: flow.id, session });
      } catch {
        backToCode();
      }
    })();
    return () => {
      cancelled = true;
    };
    // The session is read once, when the step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (phase.kind === 'done' && remaining === 0) afterSignIn(phase.session, 'password');
    // Closing is the countdown's end, nothing else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remaining]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase.kind !== 'form') return;
    if (!check()) return;
    setBusy(true);
    const result = await flows.resetPassword(phase.flowId, password);
    setBusy(false);
    if (result.ok) {
      setPhase({ kind: 'done', session: phase.session });
      startCountdown();
    } else if (result.key === 'databreachError') setError(result.key);
    else backToCode();
  };

  if (phase.kind === 'checking') return <p aria-live="polite">{t('auth.checkingSession')}</p>;
  if (phase.kind === 'done')
    return (
      <div role="status" className="form-info">
        <p>{t('auth.resetPassword.changed')}</p>
        <p>{t('auth.resetPassword.countdown', { seconds: remaining })}</p>
      </div>
    );
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <AuthError errorKey={error} />
      <PasswordPair {...pair} />
      <LoadingButton type="submit" loading={busy} className="wide">
        {t('auth.resetPassword.submit')}
      </LoadingButton>
    </form>
  );
}
