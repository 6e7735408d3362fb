import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldShell, type FieldFrameProps } from './FieldShell.tsx';

type TextAreaFieldProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> };

/** A field for a few lines of text (a review, a comment). */
export function TextAreaField({ id, label, optional, hint, error, ref, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error}>
      {(wiring) => <textarea ref={ref} {...textarea} {...wiring} />}
    </FieldShell>
  );
}
