import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { authTargetOf } from '../../shared/auth.ts';
import { useT } from '../i18n/useT.ts';
import { useAuth } from '../stores/auth.ts';
import { useSession } from './session.ts';

/**
 * SPEC §2 session guard of the account layout: without a session the page sets auth-required with
 * its target and opens the sign-in modal; with one, the page shows.
 */
export function AccountGuard({ children }: { children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const { session, checking } = useSession();
  const signedOut = !checking && !session;

  useEffect(() => {
    if (signedOut) useAuth.getState().requireAuth(authTargetOf(pathname));
  }, [signedOut, pathname]);

  if (checking) return <p aria-live="polite">{t('account.checkingSession')}</p>;
  if (!session)
    return (
      <section className="account-signed-out">
        <h1>{t('account.signInNeeded')}</h1>
        <p>{t('account.signInNeeded.text')}</p>
        <button
          type="button"
          className="button cta"
          onClick={() => useAuth.getState().requireAuth(authTargetOf(pathname))}
        >
          {t('header.signIn')}
        </button>
      </section>
    );
  return children;
}
