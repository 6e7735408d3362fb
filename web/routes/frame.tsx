import { PageHeading } from '../components/PageHeading.tsx';
import { useT } from '../i18n/useT.ts';

/** Payment results inside the provider's frame. */
export function Failure() {
  const t = useT();
  return (
    <PageHeading title="page.paymentFailure">
      <p>{t('frame.failure.text')}</p>
    </PageHeading>
  );
}

export function SuccessPending() {
  const t = useT();
  return (
    <PageHeading title="page.paymentSuccessPending">
      <p>{t('frame.successPending.text')}</p>
    </PageHeading>
  );
}
