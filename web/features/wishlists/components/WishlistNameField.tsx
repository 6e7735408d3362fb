import type { UseFormRegisterReturn } from '../../../ui/forms/useForm.ts';
import { useT } from '../../../i18n/useT.ts';
import { FieldError } from '../../../ui/FieldError.tsx';
import { NAME_ERROR_TEXT } from './wishlistMessages.ts';

/** A wishlist's name (SPEC §5), its label and its message in place. */
export function WishlistNameField({
  id,
  label,
  registration,
  problem,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The shared rule's issue (`required`, `tooLong`, `forbiddenCharacters`). */
  problem: string | undefined;
}) {
  const t = useT();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        {...registration}
      />
      <FieldError
        id={errorId}
        message={problem && t(NAME_ERROR_TEXT[problem] ?? 'wishlists.nameError.required')}
      />
    </div>
  );
}
