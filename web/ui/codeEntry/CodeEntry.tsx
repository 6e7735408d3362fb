import { useId, useState, type FormEvent } from 'react';
import { isCompleteCode } from '../../../shared/auth/signIn.ts';
import { useT } from '../../i18n/useT.ts';
import { LoadingButton } from '../LoadingButton.tsx';
import { CodeBoxes } from './CodeBoxes.tsx';
import { ResendCode } from './ResendCode.tsx';

interface Props {
  /** Where the code went; it describes the boxes. */
  intro: string;
  /** Checks the code; answers the refusal to show, or null when it is accepted. */
  onConfirm: (code: string) => Promise<string | null>;
  /** Sends a new code; answers the refusal to show, or null. Without it there is no resend button. */
  onResend?: () => Promise<string | null>;
  /** A code went out just before this step opened, so resend waits its cooldown from the start. */
  justSent?: boolean;
  /** A refusal to show from the start. */
  initialError?: string | null;
}

/**
 * The one six-digit code step, for the sign-in modal and for changes to a reservation (SPEC §5):
 * six labelled boxes that send the code themselves at six digits, a confirm button, and a resend
 * that waits 60 seconds. A refused code empties the boxes for the next try.
 */
export function CodeEntry({ intro, onConfirm, onResend, justSent = false, initialError = null }: Props) {
  const t = useT();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const confirm = async (value: string) => {
    if (busy || !isCompleteCode(value)) return;
    setBusy(true);
    setError(null);
    const refused = await onConfirm(value);
    setBusy(false);
    if (!refused) return;
    setError(refused);
    setCode('');
    setAttempt((n) => n + 1);
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
      <CodeBoxes
        key={attempt}
        id={`${id}-code`}
        intro={intro}
        error={error ?? undefined}
        onComplete={(value) => void confirm(value)}
        onChange={setCode}
        disabled={busy}
      />
      <LoadingButton type="submit" loading={busy} disabled={!isCompleteCode(code)} className="wide">
        {t('codeEntry.confirm')}
      </LoadingButton>
      {onResend && <ResendCode onResend={resend} justSent={justSent} />}
    </form>
  );
}
