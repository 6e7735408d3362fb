import { forwardRef, type Ref } from 'react';
import { passwordLengthState } from '../../../../shared/auth/signIn.ts';
import { useT } from '../../../i18n/useT.ts';
import { PasswordField } from './PasswordField.tsx';

interface Props {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  /** Shown under the confirmation: noMatch, or the server's refusal of the password. */
  mismatch: boolean;
  /** After a try to send: an empty password is an error too, not only one of 1 to 7 characters. */
  emptyIsError: boolean;
  /** The confirmation field, so a form can focus it when it is the first invalid one. */
  confirmationRef?: Ref<HTMLInputElement>;
}

/**
 * SPEC §5 password and confirmation: a check mark from 8 characters, an error for 1 to 7 as the
 * user types (the rule stays a hint only while the field is empty).
 */
export const PasswordPair = forwardRef<HTMLInputElement, Props>(function PasswordPair(
  { password, confirmation, onPassword, onConfirmation, mismatch, emptyIsError, confirmationRef },
  ref,
) {
  const t = useT();
  const length = passwordLengthState(password);
  const lengthError = length === 'tooShort' || (emptyIsError && length === 'empty');
  return (
    <>
      <PasswordField
        ref={ref}
        kind="new"
        value={password}
        onChange={onPassword}
        error={lengthError ? t('auth.passwordTooShort') : undefined}
        hint={
          length === 'ok'
            ? `✓ ${t('auth.passwordLengthOk')}`
            : lengthError
              ? undefined
              : t('auth.passwordRule')
        }
      />
      <PasswordField
        ref={confirmationRef}
        kind="confirmation"
        value={confirmation}
        onChange={onConfirmation}
        error={mismatch ? t('auth.noMatch') : undefined}
      />
    </>
  );
});
