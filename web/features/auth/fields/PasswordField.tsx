import { forwardRef } from 'react';
import type { MessageId } from '../../../i18n/catalog.ts';
import { useT } from '../../../i18n/useT.ts';
import { TextField } from '../../../ui/forms/TextField.tsx';

/** Which password a field asks for: the account's own, a new one, or the new one again. */
const KINDS = {
  current: { id: 'auth-password', label: 'auth.password', autoComplete: 'current-password' },
  new: { id: 'auth-password', label: 'auth.password', autoComplete: 'new-password' },
  confirmation: {
    id: 'auth-password-confirmation',
    label: 'auth.passwordConfirmation',
    autoComplete: 'new-password',
  },
} satisfies Record<string, { id: string; label: MessageId; autoComplete: string }>;

interface Props {
  kind: keyof typeof KINDS;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** The password fields of the sign-in, sign-up and reset steps. */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(
  { kind, value, onChange, error, hint },
  ref,
) {
  const t = useT();
  const { id, label, autoComplete } = KINDS[kind];
  return (
    <TextField
      ref={ref}
      id={id}
      label={t(label)}
      type="password"
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={hint}
    />
  );
});
