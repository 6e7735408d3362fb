import type { ReactNode } from 'react';
import { useT } from '../../../i18n/useT.ts';
import type { User } from '../../../../shared/account/schemas/user.ts';
import { useUser } from '../useUser.ts';

/** An account page's content once the user has loaded; meanwhile a polite line, on failure a retry. */
export function WithUser({
  children,
}: {
  children: (user: User, setUser: (user: User) => void) => ReactNode;
}) {
  const t = useT();
  const { user, isError, refetch, setUser } = useUser();
  if (user) return children(user, setUser);
  if (isError)
    return (
      <div className="notice" role="alert">
        <p>{t('acc.loadError')}</p>
        <button type="button" className="button outline" onClick={() => void refetch()}>
          {t('acc.retry')}
        </button>
      </div>
    );
  return <p aria-live="polite">{t('acc.loading')}</p>;
}
