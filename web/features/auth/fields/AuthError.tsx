import type { AuthErrorKey } from '../../../../shared/auth/signIn.ts';
import { useT } from '../../../i18n/useT.ts';
import type { MessageId } from '../../../i18n/catalog.ts';

/** SPEC §8: an internal auth key, shown in the user's words and announced. */
export function AuthError({ errorKey }: { errorKey: AuthErrorKey | null }) {
  const t = useT();
  if (!errorKey) return null;
  return (
    <p className="form-error" role="alert">
      {t(`auth.error.${errorKey}` as MessageId)}
    </p>
  );
}
