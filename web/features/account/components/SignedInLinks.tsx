import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { useState } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { useLogout } from '../../auth/useLogout.ts';
import { useUser } from '../useUser.ts';
import { pictureNameOf, UserPicture } from '../UserPicture.tsx';

/**
 * The header's account corner with a session (SPEC §4): the user's first name and picture once the
 * user has loaded (else 'My account'), and 'Log out'. Loaded only for signed-in visitors: the user's
 * call and its schema stay out of every guest's first JavaScript.
 */
export default function SignedInLinks() {
  const t = useT();
  const logout = useLogout();
  const { user } = useUser();
  const [leaving, setLeaving] = useState(false);
  const firstName = user?.contacts.firstName;
  return (
    <>
      <LocalizedLink to={pathTo('myaccount')} className="account-link">
        {/* Until the user is there the square stays empty, rather than show a sign for nobody. */}
        <UserPicture src={user?.profileImg} name={user ? pictureNameOf(user.contacts) : ''} size={28} />
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
