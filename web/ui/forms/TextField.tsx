import type { InputHTMLAttributes, Ref } from 'react';
import { FieldShell, type FieldFrameProps } from './FieldShell.tsx';

type TextFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };

/** A one-line field: text, e-mail, phone, time, password, a file. */
export function TextField({
  id,
  label,
  optional,
  hint,
  error,
  ref,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error}>
      {(wiring) => <input ref={ref} type={type} {...input} {...wiring} />}
    </FieldShell>
  );
}
