import { PageHeading } from '../../../ui/PageHeading.tsx';
import { CatalogueForm } from '../components/CatalogueForm.tsx';
import { useUser } from '../useUser.ts';

/** /catalogue: the personal catalogue request for everyone, filled in from the profile when signed in. */
export function Component() {
  const { user } = useUser();
  return (
    <>
      <PageHeading title="acc.catalogue.page" />
      <CatalogueForm key={user ? 'user' : 'visitor'} contacts={user?.contacts} />
    </>
  );
}
