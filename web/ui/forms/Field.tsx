import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from './useForm.ts';
import { useT } from '../../i18n/useT.ts';
import type { MessageId } from '../../i18n/catalog.ts';
import { FieldError } from '../FieldError.tsx';
import { fieldMessage } from './fieldMessage.ts';
import { DateField } from '../dateField/DateField.tsx';

interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: MessageId;
  optional?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date' | 'time';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  /** Choices make it a select: value and label message. */
  options?: readonly { value: string; label: string }[];
  hint?: ReactNode;
}

function errorAt(errors: FieldValues, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

/** A labelled input or select whose message (SPEC §5) is tied to it for screen readers. */
export function Field<T extends FieldValues>({
  form,
  name,
  label,
  optional,
  type = 'text',
  autoComplete,
  inputMode,
  options,
  hint,
}: FieldProps<T>) {
  const t = useT();
  // A date follows the page's language, which a native date input does not (it takes the browser's).
  if (type === 'date')
    return <DateField form={form} name={name} label={label} optional={optional} hint={hint} />;
  const id = `field-${name.replaceAll('.', '-')}`;
  const error = errorAt(form.formState.errors, name);
  const message = fieldMessage(error);
  const describedBy =
    [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy,
    ...form.register(name),
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {t(label)} {optional && <small>{t('pc.optional')}</small>}
      </label>
      {hint && (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      )}
      {options ? (
        <select {...common}>
          <option value="">{t('field.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input type={type} autoComplete={autoComplete} inputMode={inputMode} {...common} />
      )}
      <FieldError id={`${id}-error`} message={message ? t(message) : undefined} />
    </div>
  );
}
