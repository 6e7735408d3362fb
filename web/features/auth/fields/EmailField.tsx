import { forwardRef } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { TextField } from '../../../ui/forms/TextField.tsx';

interface Props {
  value: string;
  /** Every edit; SPEC §5: editing the e-mail clears the shown error, so callers clear theirs here. */
  onChange: (value: string) => void;
  error?: string;
  /** 'username' where an existing account signs in, 'email' where an address is entered anew. */
  autoComplete: 'username' | 'email';
}

/** The e-mail field of every step that asks for one. */
export const EmailField = forwardRef<HTMLInputElement, Props>(function EmailField(
  { value, onChange, error, autoComplete },
  ref,
) {
  const t = useT();
  return (
    <TextField
      ref={ref}
      id="auth-email"
      label={t('auth.email')}
      type="email"
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
});
