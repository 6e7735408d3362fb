import type { FieldErrors, FieldValues, Path, UseFormSetFocus } from '../forms/useForm.ts';

/**
 * SPEC §5: when a form fails validation, its first invalid field, in the order the guest sees
 * them, is scrolled into view and focused.
 */
export function focusFirstInvalid<T extends FieldValues>(
  setFocus: UseFormSetFocus<T>,
  errors: FieldErrors<T>,
  order: readonly Path<T>[],
) {
  const first = order.find((name) => errors[name]);
  if (first) setFocus(first, { shouldSelect: false });
}
