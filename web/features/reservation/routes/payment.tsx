import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../platform/useApi.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { startPayment } from '../api/reservation.ts';
import { ActionPage } from '../components/ActionPage.tsx';
import {
  useReservation,
  useReservationMoney,
  useReservationUpdate,
} from '../components/ReservationContext.tsx';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { useT } from '../../../i18n/useT.ts';
import { toast } from '../../../ui/toasts.ts';
import { isPaymentResultMessage, type PaymentResult } from '../../../../shared/reservation/paymentResult.ts';
import { withLanguage } from '../../../ui/withLanguage.ts';
import { PaymentDue } from '../components/PaymentDue.tsx';
import { TransferDetails } from '../components/TransferDetails.tsx';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { cameFromArrival } from '../../../../shared/reservation/paymentFromArrival.ts';

const METHODS = ['creditcard', 'paypal', 'banktransfer'] as const;
type Method = (typeof METHODS)[number];
const isMethod = (value: string): value is Method => (METHODS as readonly string[]).includes(value);

/** SPEC §1 pay: the sales office's options, the provider's page in a frame, and a clear result. */
export function Component() {
  const t = useT();
  const api = useApi();
  const { lang } = useSite();
  const reservation = useReservation();
  const { reload } = useReservationUpdate();
  const money = useReservationMoney();
  const options = reservation.paymentOptions.filter((option) => isMethod(option.method));
  const [method, setMethod] = useState<string>(options[0]?.method ?? '');
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const [result, setResult] = useState<PaymentResult | null>(null);
  const payment = useMutation({
    mutationFn: (chosen: string) => startPayment(api, reservation, chosen),
    onMutate: () => setResult(null),
    // A card or PayPal goes on on the provider's page; a bank transfer is awaited, with its details.
    onSuccess: (started) =>
      'paymentUrl' in started ? setFrameUrl(withLanguage(started.paymentUrl, lang)) : reload(),
    onError: () => toast.error(t('action.failed')),
  });
  const resultRef = useRef<HTMLParagraphElement>(null);
  const transferHeading = useRef<HTMLHeadingElement>(null);
  const { price } = reservation;
  const [search] = useSearchParams();
  const arrival = cameFromArrival(search)
    ? {
        to: pathTo('reservation-arrival', { token: reservation.token }),
        label: 'payment.backToArrival' as const,
      }
    : undefined;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPaymentResultMessage(event.data)) return;
      setFrameUrl(null);
      setResult(event.data.result);
      if (event.data.result === 'success') toast.success(t('payment.toastSuccess'));
      else toast.error(t('payment.toastFailure'));
      void reload();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [reload, t]);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  // The choice the guest made is gone: the details to transfer by take the focus.
  const awaitingTransfer = reservation.transfer !== null;
  useEffect(() => {
    if (payment.isSuccess && awaitingTransfer) transferHeading.current?.focus();
  }, [payment.isSuccess, awaitingTransfer]);

  return (
    <ActionPage title="page.reservation.payment" action="pay" done={result === 'success'} back={arrival}>
      {result && (
        <p
          ref={resultRef}
          tabIndex={-1}
          className={`notice notice-${result === 'success' ? 'success' : 'error'}`}
          role="status"
        >
          {result === 'success' ? t('payment.success') : t('payment.failure')}
        </p>
      )}
      {result === 'success' && arrival && (
        <p>
          <LocalizedLink to={arrival.to} className="button cta">
            {t(arrival.label)}
          </LocalizedLink>
        </p>
      )}
      {price.outstanding <= 0 ? null : reservation.transfer ? (
        <section className="panel" aria-labelledby="transfer-heading">
          <h2 id="transfer-heading" ref={transferHeading} tabIndex={-1}>
            {t('res.payment.status.awaitingTransfer')}
          </h2>
          <TransferDetails transfer={reservation.transfer} />
        </section>
      ) : frameUrl ? (
        <iframe
          className="payment-frame"
          title={t('payment.frameTitle')}
          src={frameUrl}
          width="640"
          height="420"
        />
      ) : (
        <section className="panel">
          <p>{t('payment.intro', { amount: money(price.outstanding) })}</p>
          <PaymentDue />
          <fieldset>
            <legend>{t('payment.method')}</legend>
            {options.map((option) => (
              <label key={option.method} className="choice">
                <input
                  type="radio"
                  name="method"
                  value={option.method}
                  checked={method === option.method}
                  onChange={() => setMethod(option.method)}
                />
                {/* One text beside the radio: loose words would each be a flex item of their own. */}
                <span>
                  {t(`payment.method.${option.method as Method}`)} (
                  {option.prepayment ? t('payment.prepayment') : t('payment.later')})
                </span>
              </label>
            ))}
          </fieldset>
          <LoadingButton
            loading={payment.isPending}
            disabled={!method}
            onClick={() => payment.mutate(method)}
          >
            {result === 'failure' ? t('payment.tryAgain') : t('payment.continue')}
          </LoadingButton>
        </section>
      )}
    </ActionPage>
  );
}
