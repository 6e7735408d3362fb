import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useApi } from '../../app/useApi.ts';
import { sendCode, verifyCode } from '../../api/reservation.ts';
import { ActionError } from '../../api/actionError.ts';
import { useT } from '../../i18n/useT.ts';
import { isAuthcode } from '../../../shared/authcode.ts';
import { LoadingButton } from '../LoadingButton.tsx';
import { useCountdown } from '../useCountdown.ts';
import { useVerifiedCodes } from '../../stores/verifiedCodes.ts';
import { toast } from '../../stores/toasts.ts';
import type { Reservation } from '../../../shared/schemas/reservation.ts';

/** SPEC §9: resend waits 60 seconds. */
const RESEND_COOLDOWN_S = 60;

/**
 * SPEC §6: a change needs a verification code. The code goes to the reservation's e-mail; the
 * guest types it here, it is checked, and the change may go ahead for the next minutes.
 */
export function CodeStep({
  reservation,
  onVerified,
}: {
  reservation: Reservation;
  onVerified: (code: string) => void;
}) {
  const t = useT();
  const api = useApi();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const remember = useVerifiedCodes((state) => state.remember);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [cooldown, startCooldown] = useCountdown(RESEND_COOLDOWN_S);

  useEffect(() => {
    if (sentTo) input.current?.focus();
  }, [sentTo]);

  const send = async () => {
    setBusy('send');
    setError(null);
    try {
      const answer = await sendCode(api, reservation.number);
      setSentTo(answer.sentTo);
      startCooldown();
    } catch {
      toast.error(t('action.failed'));
    } finally {
      setBusy(null);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const entered = code.trim();
    if (!isAuthcode(entered)) {
      setError(t('code.format'));
      input.current?.focus();
      return;
    }
    setBusy('verify');
    try {
      await verifyCode(api, reservation.number, entered);
      remember(reservation.number, entered);
      toast.success(t('code.verified'));
      onVerified(entered);
    } catch (failure) {
      const refusal = failure instanceof ActionError ? failure : null;
      setError(
        refusal?.status === 429
          ? t('code.locked')
          : refusal?.error === 'authcode_expired'
            ? t('code.expired')
            : refusal?.status === 401
              ? t('code.invalid')
              : t('action.failed'),
      );
      input.current?.focus();
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="panel code-step" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>{t('code.heading')}</h2>
      {!sentTo ? (
        <>
          <p>{t('code.intro', { email: reservation.emailHint })}</p>
          <LoadingButton loading={busy === 'send'} onClick={send}>
            {t('code.send')}
          </LoadingButton>
        </>
      ) : (
        <form onSubmit={verify} noValidate>
          <p role="status">{t('code.sent', { email: sentTo })}</p>
          <div className="field">
            <label htmlFor={inputId}>{t('code.label')}</label>
            <small id={`${inputId}-hint`}>{t('code.hint')}</small>
            <input
              ref={input}
              id={inputId}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${inputId}-hint${error ? ` ${errorId}` : ''}`}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
                setError(null);
              }}
            />
            {error && (
              <p id={errorId} className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <div className="button-row">
            <LoadingButton type="submit" loading={busy === 'verify'}>
              {t('code.confirm')}
            </LoadingButton>
            <LoadingButton variant="outline" loading={busy === 'send'} disabled={cooldown > 0} onClick={send}>
              {cooldown > 0 ? t('code.resendIn', { seconds: cooldown }) : t('code.resend')}
            </LoadingButton>
          </div>
          <p className="hint">{t('code.spam')}</p>
        </form>
      )}
    </section>
  );
}
