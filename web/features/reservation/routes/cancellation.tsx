import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../platform/useApi.ts';
import { cancelReservation, checkPrice } from '../api/reservation.ts';
import { ActionPage } from '../components/ActionPage.tsx';
import { useGuestOffer, useReservation, useReservationMoney } from '../components/ReservationContext.tsx';
import { useVerifiedChange } from '../hooks/useVerifiedChange.tsx';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { useFocusOnChange } from '../../../ui/useFocusOnChange.ts';
import { useT } from '../../../i18n/useT.ts';

type Step = 'price' | 'confirm' | 'done';

/** SPEC §1 cancel: the price first, then the code, then the confirmation. */
export function Component() {
  const t = useT();
  const api = useApi();
  const reservation = useReservation();
  const cancelOffer = useGuestOffer('cancel');
  const money = useReservationMoney();
  const [step, setStep] = useState<Step>('price');
  const [refundable, setRefundable] = useState(0);
  const cancellation = useVerifiedChange({
    change: (_: void, code) => cancelReservation(api, reservation, code),
    onSuccess: (answer) => {
      setRefundable(answer.refundable);
      setStep('done');
    },
    successText: 'cancel.toast',
    reloads: true,
  });
  const heading = useFocusOnChange<HTMLHeadingElement>(cancellation.codeStep ? 'code' : step);
  const price = useQuery({
    queryKey: ['checkPrice', reservation.number, reservation.lastModified],
    queryFn: () => checkPrice(api, reservation, {}),
    enabled: cancelOffer.offered,
  });

  return (
    <ActionPage title="page.reservation.cancellation" action="cancel" done={step === 'done'}>
      {cancellation.problem}
      {step === 'price' && (
        <section className="panel" aria-labelledby="cancel-price">
          <h2 id="cancel-price" ref={heading} tabIndex={-1}>
            {t('cancel.intro')}
          </h2>
          {price.data ? (
            <dl className="amounts">
              <div>
                <dt>{t('cancel.fee')}</dt>
                <dd>{money(price.data.cancellationFee)}</dd>
              </div>
              <div>
                <dt>{t('cancel.paid')}</dt>
                <dd>{money(reservation.price.paid)}</dd>
              </div>
              <div>
                <dt>{t('cancel.refund')}</dt>
                <dd>{money(price.data.refundAmount)}</dd>
              </div>
            </dl>
          ) : price.isError ? (
            <p role="alert">{t('action.failed')}</p>
          ) : (
            <p role="status">{t('layout.loading')}</p>
          )}
          <OrKeepTheBooking>
            <LoadingButton
              disabled={!price.data}
              onClick={() => {
                cancellation.verifyFirst();
                setStep('confirm');
              }}
            >
              {t('cancel.continue')}
            </LoadingButton>
          </OrKeepTheBooking>
        </section>
      )}
      {step === 'confirm' && cancellation.codeStep}
      {step === 'confirm' && !cancellation.codeStep && (
        <section className="panel" aria-labelledby="cancel-confirm">
          <h2 id="cancel-confirm" ref={heading} tabIndex={-1}>
            {t('cancel.confirm')}
          </h2>
          {price.data && (
            <p>
              {t('cancel.fee')}: {money(price.data.cancellationFee)} · {t('cancel.refund')}:{' '}
              {money(price.data.refundAmount)}
            </p>
          )}
          <OrKeepTheBooking>
            <LoadingButton loading={cancellation.busy} onClick={() => cancellation.run()}>
              {t('cancel.confirm')}
            </LoadingButton>
          </OrKeepTheBooking>
        </section>
      )}
      {step === 'done' && (
        <section className="panel" aria-labelledby="cancel-done">
          <h2 id="cancel-done" ref={heading} tabIndex={-1}>
            {t('cancel.done')}
          </h2>
          {refundable > 0 ? (
            <>
              <p>{t('res.refund.open', { amount: money(refundable) })}</p>
              <LocalizedLink
                to={pathTo('reservation-refund', { token: reservation.token })}
                className="button cta"
              >
                {t('res.refund.choose')}
              </LocalizedLink>
            </>
          ) : null}
        </section>
      )}
    </ActionPage>
  );
}

/** The step's button, and beside it the way back that keeps the booking. */
function OrKeepTheBooking({ children }: { children: ReactNode }) {
  const t = useT();
  const { token } = useReservation();
  return (
    <div className="button-row">
      {children}
      <LocalizedLink to={pathTo('reservation', { token })} className="button outline">
        {t('cancel.keep')}
      </LocalizedLink>
    </div>
  );
}
