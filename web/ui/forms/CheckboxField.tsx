import type { InputHTMLAttributes, Ref } from 'react';
import { FieldShell, type FieldFrameProps } from './FieldShell.tsx';

type CheckboxFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { ref?: Ref<HTMLInputElement> };

/** A box to tick, its label beside it (a policy to accept). */
export function CheckboxField({ id, label, optional, hint, error, ref, ...input }: CheckboxFieldProps) {
  return (
    <FieldShell
      id={id}
      label={label}
      optional={optional}
      hint={hint}
      error={error}
      layout={{ kind: 'choice' }}
    >
      {(wiring) => <input ref={ref} type="checkbox" {...input} {...wiring} />}
    </FieldShell>
  );
}
