import { useState } from 'react';
import { useT } from '../i18n/useT.ts';
import { LocalizedLink } from '../components/LocalizedLink.tsx';
import { useAuth } from '../stores/auth.ts';
import { useSession } from './session.ts';
import { useLogout } from './useLogout.ts';
import { preloadAuthModal } from './AuthModalHost.tsx';

/**
 * The header's account corner: 'My account' and 'Log out' with a session, else 'Sign in', which
 * opens the modal in place (and is a plain link to /login before the page runs).
 */
export function AccountLinks() {
  const t = useT();
  const { session, checking } = useSession();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  if (checking) return null;
  if (session)
    return (
      <>
        <LocalizedLink to="/myaccount/bookings">{t('header.myAccount')}</LocalizedLink>
        <button
          type="button"
          className="link-button"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout().finally(() => setLeaving(false));
          }}
        >
          {t('header.logout')}
        </button>
      </>
    );
  return (
    <LocalizedLink
      to="/login"
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
