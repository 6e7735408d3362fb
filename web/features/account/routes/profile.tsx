import { PageHeading } from '../../../ui/PageHeading.tsx';
import { WithUser } from '../components/WithUser.tsx';
import { ProfileForm } from '../components/ProfileForm.tsx';
import { PictureEditor } from '../components/PictureEditor.tsx';
import { DeleteAccount } from '../components/DeleteAccount.tsx';

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
