import { useState } from 'react';
import { RESEND_COOLDOWN_S } from '../../../shared/auth.ts';
import { useT } from '../../i18n/useT.ts';
import { useCountdown } from '../../components/useCountdown.ts';
import { LoadingButton } from '../../components/LoadingButton.tsx';

/** SPEC §2, §4: resend is disabled for 60 seconds after a press, with a hint to check the spam folder. */
export function ResendCode({ onResend }: { onResend: () => Promise<boolean> }) {
  const t = useT();
  const [remaining, start] = useCountdown(RESEND_COOLDOWN_S);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const resend = async () => {
    setBusy(true);
    const ok = await onResend();
    setBusy(false);
    setSent(ok);
    if (ok) start();
  };
  return (
    <div className="resend">
      <div aria-live="polite">
        {sent && (
          <p className="form-info">
            {t('auth.codeSent')} {t('auth.checkSpamInfo')}
          </p>
        )}
      </div>
      <LoadingButton variant="outline" loading={busy} disabled={remaining > 0} onClick={() => void resend()}>
        {remaining > 0 ? t('auth.resendIn', { seconds: remaining }) : t('auth.resend')}
      </LoadingButton>
    </div>
  );
}
