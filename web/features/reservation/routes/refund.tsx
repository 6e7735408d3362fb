import { useState } from 'react';
import { useForm, useWatch } from '../../../ui/forms/useForm.ts';
import { useApi } from '../../../platform/useApi.ts';
import { requestRefund } from '../api/reservation.ts';
import { ActionPage } from '../components/ActionPage.tsx';
import { useReservation, useReservationMoney } from '../components/ReservationContext.tsx';
import { useVerifiedChange } from '../hooks/useVerifiedChange.tsx';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { useFocusWhen } from '../../../ui/useFocusWhen.ts';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useFormField } from '../../../ui/forms/useFormField.ts';
import { useT } from '../../../i18n/useT.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import type { RefundForm, RefundRequest } from '../../../../shared/reservation/refund.ts';
import { lazySchemaResolver } from '../../../ui/forms/schemaResolver.ts';
import { normaliseIban } from '../../../../shared/reservation/iban.ts';

const refundResolver = lazySchemaResolver<RefundForm>(
  async () => (await import('../../../../shared/reservation/refund.ts')).refundRequestSchema,
);

/** SPEC §1 refund: a voucher or a bank transfer (IBAN checked), confirmed with a code. */
export function Component() {
  const t = useT();
  const { lang } = useSite();
  const api = useApi();
  const reservation = useReservation();
  const money = useReservationMoney();
  const [done, setDone] = useState(false);
  // The last step's answer takes the focus, so it is read where the form was.
  const result = useFocusWhen<HTMLParagraphElement>(done && reservation.refund !== null);
  const { run, codeStep, problem, busy } = useVerifiedChange({
    change: (request: RefundRequest, code) => requestRefund(api, reservation, code, request),
    onSuccess: () => setDone(true),
    successText: 'refund.toast',
    reloads: true,
  });
  const form = useForm<RefundForm>({
    resolver: refundResolver,
    defaultValues: { method: 'voucher', iban: '', accountHolder: '' },
  });
  const field = useFormField(form);
  const method = useWatch({ control: form.control, name: 'method' });
  const refundable = reservation.cancellation?.refundable ?? 0;

  if (reservation.refund) {
    return (
      <ActionPage title="page.reservation.refund">
        <p role={done ? 'status' : undefined} ref={result} tabIndex={-1}>
          {reservation.refund.method === 'voucher'
            ? t('res.refund.voucherDone', {
                code: reservation.refund.voucherCode,
                amount: money(reservation.refund.amount),
                date: reservation.refund.validUntil ? formatDay(reservation.refund.validUntil, lang) : '',
              })
            : t('res.refund.transferDone', {
                amount: money(reservation.refund.amount),
                iban: reservation.refund.ibanHint,
              })}
        </p>
      </ActionPage>
    );
  }

  const submit = form.handleSubmit((fields) => {
    const request: RefundRequest =
      fields.method === 'voucher'
        ? { method: 'voucher' }
        : {
            method: 'banktransfer',
            iban: normaliseIban(fields.iban),
            accountHolder: fields.accountHolder.trim(),
          };
    run(request);
  });

  return (
    <ActionPage title="page.reservation.refund" action="refund">
      <form onSubmit={submit} noValidate className="panel">
        <p>{t('refund.intro', { amount: money(refundable) })}</p>
        <fieldset>
          <legend>{t('refund.method')}</legend>
          <label className="choice">
            <input type="radio" value="voucher" {...form.register('method')} />
            {t('refund.voucher')}
          </label>
          <label className="choice">
            <input type="radio" value="banktransfer" {...form.register('method')} />
            {t('refund.banktransfer')}
          </label>
        </fieldset>
        {method === 'banktransfer' && (
          <>
            <TextField
              label={t('refund.iban')}
              autoComplete="off"
              spellCheck={false}
              {...field('iban', { id: 'refund-iban' })}
            />
            <TextField
              label={t('refund.accountHolder')}
              autoComplete="name"
              {...field('accountHolder', { id: 'refund-holder' })}
            />
          </>
        )}
        {problem}
        {!codeStep && (
          <LoadingButton type="submit" loading={busy}>
            {t('refund.submit')}
          </LoadingButton>
        )}
      </form>
      {codeStep}
    </ActionPage>
  );
}
