import { pathTo } from '../../../shared/routes/routePaths.ts';
import { Suspense, type ReactNode } from 'react';
import { useT } from '../../i18n/useT.ts';
import { LocalizedLink } from '../../ui/LocalizedLink.tsx';
import { useAuth } from './authStore.ts';
import { useSession } from './session.ts';
import { preloadAuthModal } from './AuthModalHost.tsx';

/**
 * The header's account corner: with a session, the user's links (`signedIn`, the account feature's,
 * given by the layout that composes both); else 'Sign in', which opens the modal in place (and is a
 * plain link to /login before the page runs).
 */
export function AccountLinks({ signedIn }: { signedIn: ReactNode }) {
  const t = useT();
  const { session, checking } = useSession();
  if (checking) return null;
  if (session) {
    return <Suspense fallback={null}>{signedIn}</Suspense>;
  }
  return (
    <LocalizedLink
      to={pathTo('login')}
      onPointerEnter={preloadAuthModal}
      onFocus={preloadAuthModal}
      onClick={(event) => {
        event.preventDefault();
        useAuth.getState().openModal('signin');
      }}
    >
      {t('header.signIn')}
    </LocalizedLink>
  );
}
