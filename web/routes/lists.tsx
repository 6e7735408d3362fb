import { PageHeading } from '../components/PageHeading.tsx';
import { useT } from '../i18n/useT.ts';

/** The list pages: without a token there is nothing to show but the way to one. */
export function Precheckins() {
  const t = useT();
  return (
    <PageHeading title="page.precheckins">
      <p>{t('list.precheckins.text')}</p>
    </PageHeading>
  );
}

export function Reservations() {
  const t = useT();
  return (
    <PageHeading title="page.reservations">
      <p>{t('list.reservations.text')}</p>
    </PageHeading>
  );
}
