import { useState } from 'react';
import { useForm, useWatch } from '../../../ui/forms/useForm.ts';
import { useApi } from '../../../app/useApi.ts';
import { requestRefund } from '../api/reservation.ts';
import { ActionPage } from '../components/ActionPage.tsx';
import { useReservation, useReservationMoney } from '../components/ReservationContext.tsx';
import { useVerifiedChange } from '../components/useVerifiedChange.tsx';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { FieldError } from '../../../ui/FieldError.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import { useSite } from '../../../app/siteContext.tsx';
import type { RefundRequest } from '../../../../shared/reservation/refund.ts';
import { lazySchemaResolver } from '../../../ui/forms/schemaResolver.ts';
import { normaliseIban } from '../../../../shared/reservation/iban.ts';

interface RefundFields {
  method: 'voucher' | 'banktransfer';
  iban: string;
  accountHolder: string;
}
const refundResolver = lazySchemaResolver<RefundFields>(
  async () => (await import('../../../../shared/reservation/refund.ts')).refundRequestSchema,
);

const ERROR_TEXT = {
  invalidIban: 'refund.invalidIban',
  accountHolderRequired: 'refund.accountHolderRequired',
} as const;

/** SPEC §1 refund: a voucher or a bank transfer (IBAN checked), confirmed with a code. */
export function Component() {
  const t = useT();
  const { lang } = useSite();
  const api = useApi();
  const reservation = useReservation();
  const money = useReservationMoney();
  const [done, setDone] = useState(false);
  const { run, codeStep, problem, busy } = useVerifiedChange({
    change: (request: RefundRequest, code) => requestRefund(api, reservation, code, request),
    onSuccess: () => setDone(true),
    successText: 'refund.toast',
    reloads: true,
  });
  const form = useForm<RefundFields>({
    resolver: refundResolver,
    defaultValues: { method: 'voucher', iban: '', accountHolder: '' },
  });
  const method = useWatch({ control: form.control, name: 'method' });
  const refundable = reservation.cancellation?.refundable ?? 0;
  const errorText = (key: string | undefined) =>
    key && key in ERROR_TEXT ? t(ERROR_TEXT[key as keyof typeof ERROR_TEXT]) : undefined;

  if (reservation.refund) {
    return (
      <ActionPage title="page.reservation.refund">
        <p role={done ? 'status' : undefined}>
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
            <div className="field">
              <label htmlFor="refund-iban">{t('refund.iban')}</label>
              <input
                id="refund-iban"
                autoComplete="off"
                spellCheck={false}
                aria-invalid={form.formState.errors.iban ? true : undefined}
                aria-describedby={form.formState.errors.iban ? 'refund-iban-error' : undefined}
                {...form.register('iban')}
              />
              <FieldError id="refund-iban-error" message={errorText(form.formState.errors.iban?.message)} />
            </div>
            <div className="field">
              <label htmlFor="refund-holder">{t('refund.accountHolder')}</label>
              <input
                id="refund-holder"
                autoComplete="name"
                aria-invalid={form.formState.errors.accountHolder ? true : undefined}
                aria-describedby={form.formState.errors.accountHolder ? 'refund-holder-error' : undefined}
                {...form.register('accountHolder')}
              />
              <FieldError
                id="refund-holder-error"
                message={errorText(form.formState.errors.accountHolder?.message)}
              />
            </div>
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
