import { useEffect } from 'react';
import { PageHeading } from '../../../ui/PageHeading.tsx';
import { useT } from '../../../i18n/useT.ts';
import {
  PAYMENT_RESULT_MESSAGE,
  type PaymentResult,
  type PaymentResultMessage,
} from '../../../../shared/reservation/paymentResult.ts';

/** Tells the page around the frame how the payment ended; only a page of this origin hears it. */
function useReportToParent(result: PaymentResult) {
  useEffect(() => {
    if (window.parent === window) return;
    const message: PaymentResultMessage = { type: PAYMENT_RESULT_MESSAGE, result };
    window.parent.postMessage(message, window.location.origin);
  }, [result]);
}

/** Payment results inside the provider's frame. */
export function Failure() {
  const t = useT();
  useReportToParent('failure');
  return (
    <PageHeading title="page.paymentFailure">
      <p>{t('frame.failure.text')}</p>
    </PageHeading>
  );
}

export function SuccessPending() {
  const t = useT();
  useReportToParent('success');
  return (
    <PageHeading title="page.paymentSuccessPending">
      <p>{t('frame.successPending.text')}</p>
    </PageHeading>
  );
}
