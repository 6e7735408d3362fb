import { useRef, useState } from 'react';
import { passwordLengthState, passwordPairProblem } from '../../../../shared/auth/signIn.ts';

/**
 * SPEC §5 for a new password (sign-up and reset): both fields filled, long enough and equal.
 * `check()` says whether it may be sent, and otherwise focuses the first invalid field;
 * `pair` goes to <PasswordPair>. `onEdit` runs when the password changes (to clear an error).
 */
export function useNewPassword(onEdit: () => void) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmationInput = useRef<HTMLInputElement>(null);

  const check = (): boolean => {
    setTried(true);
    if (passwordLengthState(password) !== 'ok') {
      passwordInput.current?.focus();
      return false;
    }
    if (passwordPairProblem(password, confirmation)) {
      confirmationInput.current?.focus();
      return false;
    }
    return true;
  };

  const pair = {
    ref: passwordInput,
    confirmationRef: confirmationInput,
    password,
    confirmation,
    onPassword: (value: string) => {
      setPassword(value);
      onEdit();
    },
    onConfirmation: setConfirmation,
    mismatch: tried && password !== '' && password !== confirmation,
    emptyIsError: tried,
  };

  return { password, check, pair };
}
