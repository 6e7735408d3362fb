import { PageHeading } from '../../../ui/PageHeading.tsx';
import { WithUser } from '../components/WithUser.tsx';
import { ProfileForm } from '../components/ProfileForm.tsx';
import { PictureEditor } from '../components/PictureEditor.tsx';
import { DeleteAccount } from '../components/DeleteAccount.tsx';
import { SignOutEverywhere } from '../components/SignOutEverywhere.tsx';

/** /myaccount/profile: contact details, the picture, signing out elsewhere, and account deletion. */
export function Component() {
  return (
    <>
      <PageHeading title="page.profile" />
      <WithUser>
        {(user, setUser) => (
          <div className="account-columns">
            <ProfileForm contacts={user.contacts} onSaved={setUser} />
            <div className="account-stack">
              <PictureEditor user={user} onChange={setUser} />
              <SignOutEverywhere />
              <DeleteAccount />
            </div>
          </div>
        )}
      </WithUser>
    </>
  );
}
