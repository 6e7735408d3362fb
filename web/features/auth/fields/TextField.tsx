import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldError } from '../../../ui/FieldError.tsx';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input whose message is announced and tied to it (SPEC §5: per-field validation). */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { id, label, error, hint, ...input },
  ref,
) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
});
