import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/useApi.ts';
import { useSite } from '../../app/siteContext.tsx';
import { cancelReservation, checkPrice } from '../../api/reservation.ts';
import { ActionPage } from '../../components/reservation/ActionPage.tsx';
import { useReservation, useReservationUpdate } from '../../components/reservation/ReservationContext.tsx';
import { useVerifiedChange } from '../../components/reservation/useVerifiedChange.tsx';
import { LoadingButton } from '../../components/LoadingButton.tsx';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';
import { useFocusOnChange } from '../../components/useFocusOnChange.ts';
import { useT } from '../../i18n/useT.ts';
import { formatMoney } from '../../i18n/formatMoney.ts';
import { isChangeable, todayIso } from '../../../shared/stay.ts';

type Step = 'price' | 'confirm' | 'done';

/** SPEC §1 cancel: the price first, then the code, then the confirmation. */
export function Component() {
  const t = useT();
  const api = useApi();
  const { lang } = useSite();
  const reservation = useReservation();
  const { reload } = useReservationUpdate();
  const [step, setStep] = useState<Step>('price');
  const [refundable, setRefundable] = useState(0);
  const cancellation = useVerifiedChange({
    change: (_: void, code) => cancelReservation(api, reservation.number, code),
    onSuccess: (answer) => {
      setRefundable(answer.refundable);
      setStep('done');
      return reload();
    },
    successText: 'cancel.toast',
  });
  const heading = useFocusOnChange<HTMLHeadingElement>(cancellation.codeStep ? 'code' : step);
  const changeable = isChangeable(reservation, todayIso());
  const price = useQuery({
    queryKey: ['checkPrice', reservation.number, reservation.lastModified],
    queryFn: () => checkPrice(api, reservation.number, {}),
    enabled: changeable,
  });
  const money = (cents: number) => formatMoney(cents, reservation.price.currency, lang);

  if (!changeable && step !== 'done') {
    return (
      <ActionPage title="page.reservation.cancellation">
        <p>{t('res.cancellation.notPossible')}</p>
      </ActionPage>
    );
  }

  return (
    <ActionPage title="page.reservation.cancellation">
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
          <div className="button-row">
            <LoadingButton
              disabled={!price.data}
              onClick={() => {
                cancellation.verifyFirst();
                setStep('confirm');
              }}
            >
              {t('cancel.continue')}
            </LoadingButton>
            <LocalizedLink to=".." className="button outline">
              {t('cancel.keep')}
            </LocalizedLink>
          </div>
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
          <div className="button-row">
            <LoadingButton loading={cancellation.busy} onClick={() => cancellation.run()}>
              {t('cancel.confirm')}
            </LoadingButton>
            <LocalizedLink to=".." className="button outline">
              {t('cancel.keep')}
            </LocalizedLink>
          </div>
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
              <LocalizedLink to="../refund" className="button cta">
                {t('res.refund.choose')}
              </LocalizedLink>
            </>
          ) : null}
        </section>
      )}
    </ActionPage>
  );
}
