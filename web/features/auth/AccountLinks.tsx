import { pathTo } from '../../../shared/site/routePaths.ts';
import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/useT.ts';
import { LocalizedLink } from '../../ui/LocalizedLink.tsx';
import { useAuth } from './authStore.ts';
import { useSession } from './session.ts';
import { preloadAuthModal } from './AuthModalHost.tsx';

const SignedInLinks = lazy(() => import('./components/SignedInLinks.tsx'));

/**
 * The header's account corner: with a session, the user's links (SignedInLinks.tsx); else
 * 'Sign in', which opens the modal in place (and is a plain link to /login before the page runs).
 */
export function AccountLinks() {
  const t = useT();
  const { session, checking } = useSession();
  if (checking) return null;
  if (session) {
    return (
      <Suspense fallback={null}>
        <SignedInLinks />
      </Suspense>
    );
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
