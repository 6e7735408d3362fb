import type { FieldValues, Path, UseFormReturn } from './useForm.ts';
import { useT, type Translate } from '../../i18n/useT.ts';
import { getAt } from './paths.ts';
import { fieldMessage, type Wording } from './fieldMessage.ts';

interface Binding {
  /** The control's id; `field-` and the name by default (`field-travellers-0-city`). */
  id?: string;
  /** Whose words the messages are in, where the field says a key its own way. */
  wording?: Wording;
  /** Every edit by the guest (to clear a refusal shown for what was sent). */
  onEdit?: () => void;
  /** What a message names besides the rule (a stay's last day). */
  messageValues?: Record<string, unknown>;
}

/** A field's id by default: `field-` and its name. */
export const fieldId = (name: string) => `field-${name.replaceAll('.', '-')}`;

/** The words for a field's error key, if the form holds one for it (SPEC §5). */
export function errorWords<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: Path<T>,
  t: Translate,
  wording?: Wording,
  messageValues?: Record<string, unknown>,
): string | undefined {
  const key = (getAt(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return key ? t(fieldMessage(key, wording), messageValues) : undefined;
}

/**
 * Ties a field of the family to a form: `<TextField label={…} {...field('title')} />` gives it its
 * id, its value's wiring and its message in words.
 */
export function useFormField<T extends FieldValues>(form: UseFormReturn<T>) {
  const t = useT();
  return (name: Path<T>, { id = fieldId(name), wording, onEdit, messageValues }: Binding = {}) => ({
    id,
    error: errorWords(form, name, t, wording, messageValues),
    ...form.register(name, onEdit && { onChange: onEdit }),
  });
}
