import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from './useForm.ts';
import { useT } from '../../i18n/useT.ts';
import { getAt } from './paths.ts';
import { fieldMessage, type Wording } from './fieldMessage.ts';
import { TextField } from './TextField.tsx';
import { TextAreaField } from './TextAreaField.tsx';
import { SelectField, type Option } from './SelectField.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { DateField } from './DateField.tsx';

interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  /** The control's id; `field-` and the name by default (`field-travellers-0-city`). */
  id?: string;
  optional?: boolean;
  hint?: ReactNode;
  /** Whose words the messages are in, where the field says a key its own way. */
  wording?: Wording;
  type?: 'text' | 'email' | 'tel' | 'time' | 'date' | 'textarea' | 'checkbox';
  /** Choices make it a select. */
  options?: readonly Option[];
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text' | 'url';
  spellCheck?: boolean;
  maxLength?: number;
  rows?: number;
  /** Every edit by the guest (to clear a refusal shown for what was sent). */
  onEdit?: () => void;
}

/** A field of a form: its value held by the form, its error key in words (SPEC §5). */
export function Field<T extends FieldValues>({
  form,
  name,
  label,
  id = `field-${name.replaceAll('.', '-')}`,
  optional,
  hint,
  wording,
  type = 'text',
  options,
  onEdit,
  ...attributes
}: FieldProps<T>) {
  const t = useT();
  const key = (getAt(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const frame = { id, label, optional, hint, error: key ? t(fieldMessage(key, wording)) : undefined };
  // A date follows the page's language, which a native date input does not (it takes the browser's).
  if (type === 'date') return <DateField form={form} name={name} {...frame} />;
  const control = { ...frame, ...attributes, ...form.register(name, onEdit && { onChange: onEdit }) };
  if (options) return <SelectField {...control} options={options} />;
  if (type === 'textarea') return <TextAreaField {...control} />;
  if (type === 'checkbox') return <CheckboxField {...control} />;
  return <TextField {...control} type={type} />;
}
