import { PageHeading } from '../../components/PageHeading.tsx';
import { WithUser } from '../../components/account/WithUser.tsx';
import { ProfileForm } from '../../components/account/ProfileForm.tsx';
import { PictureEditor } from '../../components/account/PictureEditor.tsx';
import { DeleteAccount } from '../../components/account/DeleteAccount.tsx';

/** /myaccount/profile: contact details, the picture, and account deletion. */
export function Component() {
  return (
    <>
      <PageHeading title="page.profile" />
      <WithUser>
        {(user, setUser) => (
          <div className="account-columns">
            <ProfileForm contacts={user.contacts} onSaved={setUser} />
            <div>
              <PictureEditor user={user} onChange={setUser} />
              <DeleteAccount />
            </div>
          </div>
        )}
      </WithUser>
    </>
  );
}
