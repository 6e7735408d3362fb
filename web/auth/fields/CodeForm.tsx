import { useState, type FormEvent } from 'react';
import { isCompleteCode, type AuthErrorKey } from '../../../shared/auth.ts';
import { useT } from '../../i18n/useT.ts';
import { LoadingButton } from '../../components/LoadingButton.tsx';
import { AuthError } from './AuthError.tsx';
import { CodeBoxes } from './CodeBoxes.tsx';
import { ResendCode } from './ResendCode.tsx';

interface Props {
  text: string;
  /** Sends the code; answers the key to show when it is refused. */
  onConfirm: (code: string) => Promise<AuthErrorKey | null>;
  /** Without it (the address is not known here) there is no resend button. */
  onResend?: () => Promise<AuthErrorKey | null>;
  error?: AuthErrorKey | null;
}

/** A code step (verification, recovery): six boxes that submit at six digits, confirm and resend. */
export function CodeForm({ text, onConfirm, onResend, error: outerError = null }: Props) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<AuthErrorKey | null>(outerError);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const confirm = async (value: string) => {
    if (busy || !isCompleteCode(value)) return;
    setBusy(true);
    setError(null);
    const refused = await onConfirm(value);
    setBusy(false);
    if (refused) {
      setError(refused);
      setCode('');
      setAttempt((n) => n + 1);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm(code);
  };

  const resend = async () => {
    if (!onResend) return false;
    const refused = await onResend();
    setError(refused);
    return !refused;
  };

  return (
    <form noValidate className="code-step" onSubmit={submit}>
      <p id="auth-code-help">{text}</p>
      <AuthError errorKey={error} />
      <CodeBoxes
        key={attempt}
        onComplete={(value) => void confirm(value)}
        onChange={setCode}
        disabled={busy}
        describedBy="auth-code-help"
      />
      <LoadingButton type="submit" loading={busy} disabled={!isCompleteCode(code)} className="wide">
        {t('auth.code.confirm')}
      </LoadingButton>
      {onResend && <ResendCode onResend={resend} />}
    </form>
  );
}
