import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { PageHeading } from '../../../ui/PageHeading.tsx';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { WithUser } from '../components/WithUser.tsx';
import { pictureNameOf, UserPicture } from '../UserPicture.tsx';
import { CatalogueForm } from '../components/CatalogueForm.tsx';
import { useT } from '../../../i18n/useT.ts';

const SECTIONS = [
  { to: pathTo('myaccount-bookings'), title: 'page.bookings', text: 'acc.overview.bookings' },
  { to: pathTo('myaccount-wishlists'), title: 'page.wishlists', text: 'acc.overview.wishlists' },
  { to: pathTo('myaccount-profile'), title: 'page.profile', text: 'acc.overview.profile' },
] as const;

/** /myaccount: the user's name and picture, the ways into the account, and the catalogue request. */
export function Component() {
  const t = useT();
  return (
    <>
      <PageHeading title="page.account" />
      <WithUser>
        {(user) => (
          <>
            <section className="account-greeting">
              <UserPicture
                src={user.profileImg}
                name={pictureNameOf(user.contacts)}
                size={64}
                alt={user.profileImg ? t('acc.picture.alt') : ''}
              />
              <p className="lead">
                {user.contacts.firstName
                  ? t('acc.overview.greeting', {
                      name: `${user.contacts.firstName} ${user.contacts.lastName}`.trim(),
                    })
                  : t('acc.overview.welcome')}
              </p>
            </section>
            <ul className="cards account-sections">
              {SECTIONS.map((section) => (
                <li key={section.to} className="card">
                  <h2>
                    <LocalizedLink to={section.to}>{t(section.title)}</LocalizedLink>
                  </h2>
                  <p>{t(section.text)}</p>
                </li>
              ))}
            </ul>
            <CatalogueForm contacts={user.contacts} />
          </>
        )}
      </WithUser>
    </>
  );
}
