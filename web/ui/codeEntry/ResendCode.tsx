import { useEffect, useState } from 'react';
import { RESEND_COOLDOWN_S } from '../../../shared/auth/signIn.ts';
import { useT } from '../../i18n/useT.ts';
import { useCountdown } from '../useCountdown.ts';
import { LoadingButton } from '../LoadingButton.tsx';

interface Props {
  /** Sends a new code; answers whether it went. */
  onResend: () => Promise<boolean>;
  /** A code went out a moment ago: the cooldown runs from the start and the spam hint shows. */
  justSent: boolean;
}

/** SPEC §4, §9: resend is disabled for 60 seconds after a code is sent, with a hint to check the spam folder. */
export function ResendCode({ onResend, justSent }: Props) {
  const t = useT();
  const [remaining, start] = useCountdown(RESEND_COOLDOWN_S);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<'before' | 'again' | null>(justSent ? 'before' : null);

  useEffect(() => {
    if (justSent) start();
  }, [justSent, start]);

  const resend = async () => {
    setBusy(true);
    const ok = await onResend();
    setBusy(false);
    if (!ok) return setSent(null);
    setSent('again');
    start();
  };

  return (
    <div className="resend">
      <div aria-live="polite">
        {sent && (
          <p className="form-info">
            {sent === 'again' && `${t('codeEntry.codeSent')} `}
            {t('codeEntry.checkSpamInfo')}
          </p>
        )}
      </div>
      <LoadingButton variant="outline" loading={busy} disabled={remaining > 0} onClick={() => void resend()}>
        {remaining > 0 ? t('codeEntry.resendIn', { seconds: remaining }) : t('codeEntry.resend')}
      </LoadingButton>
    </div>
  );
}
