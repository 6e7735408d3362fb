import type { AuthErrorKey } from '../../../../shared/auth/signIn.ts';
import type { MessageId } from '../../../i18n/catalog.ts';
import { useT } from '../../../i18n/useT.ts';
import { CodeEntry } from '../../../ui/codeEntry/CodeEntry.tsx';

interface Props {
  text: string;
  /** Sends the code; answers the key to show when it is refused. */
  onConfirm: (code: string) => Promise<AuthErrorKey | null>;
  /** Without it (the address is not known here) there is no resend button. */
  onResend?: () => Promise<AuthErrorKey | null>;
  error?: AuthErrorKey | null;
}

/** The modal's code steps (verification, recovery): the shared code entry, refusals as auth keys (SPEC §8). */
export function CodeForm({ text, onConfirm, onResend, error = null }: Props) {
  const t = useT();
  const message = (key: AuthErrorKey | null) => (key ? t(`auth.error.${key}` as MessageId) : null);
  return (
    <CodeEntry
      intro={text}
      onConfirm={async (code) => message(await onConfirm(code))}
      onResend={onResend && (async () => message(await onResend()))}
      initialError={message(error)}
    />
  );
}
