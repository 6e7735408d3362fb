import { useState } from 'react';
import { useT } from '../i18n/useT.ts';
import { LocalizedLink } from '../components/LocalizedLink.tsx';
import { useAuth } from '../stores/auth.ts';
import { useSession } from './session.ts';
import { useLogout } from './useLogout.ts';
import { preloadAuthModal } from './AuthModalHost.tsx';
import { useUser } from '../components/account/useUser.ts';
import { UserPicture } from '../components/account/UserPicture.tsx';

/**
 * The header's account corner: the user's name and picture (or 'My account') and 'Log out' with a session, else 'Sign in', which
 * opens the modal in place (and is a plain link to /login before the page runs).
 */
export function AccountLinks() {
  const t = useT();
  const { session, checking } = useSession();
  const logout = useLogout();
  const { user } = useUser();
  const [leaving, setLeaving] = useState(false);
  if (checking) return null;
  if (session) {
    // SPEC §4: the signed-in user's first name and picture, once the user has loaded.
    const firstName = user?.contacts.firstName;
    return (
      <>
        <LocalizedLink to="/myaccount" className="account-link">
          <UserPicture src={user?.profileImg} name={firstName || '·'} size={28} />
          <span>{firstName || t('header.myAccount')}</span>
        </LocalizedLink>
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
  }
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
