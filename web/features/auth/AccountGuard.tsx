import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { authTargetOf } from '../../../shared/auth/signIn.ts';
import { useT } from '../../i18n/useT.ts';
import type { MessageId } from '../../i18n/catalog.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useAuth } from './authStore.ts';
import { useSession } from './session.ts';
import { leavesSoFar } from './useLeaveSignedOut.ts';

/**
 * SPEC §2 session guard of the account layout: without a session the page sets auth-required with
 * its target and opens the sign-in modal; with one, the page shows.
 *
 * A logout in this tab (or an account's deletion) while the page is up opens no modal: the user is
 * leaving for home, and React Router commits that navigation in a transition, so the cleared session
 * can reach this page before home replaces it. A session that expired, or ended
 * by a logout in another tab, still asks for a sign-in.
 */
export function AccountGuard({ title, children }: { title: MessageId; children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const { session, checking } = useSession();
  const signedOut = !checking && !session;
  const leavesAtStart = useRef(leavesSoFar());

  useEffect(() => {
    const leavingSignedOut = leavesSoFar() !== leavesAtStart.current;
    if (signedOut && !leavingSignedOut) useAuth.getState().requireAuth(authTargetOf(pathname));
  }, [signedOut, pathname]);

  // The tab keeps the page's own title while the sign-in is asked for.
  if (checking)
    return (
      <>
        <PageTitle>{t(title)}</PageTitle>
        <p aria-live="polite">{t('account.checkingSession')}</p>
      </>
    );
  if (!session)
    return (
      <section className="account-signed-out">
        <PageTitle>{t(title)}</PageTitle>
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
