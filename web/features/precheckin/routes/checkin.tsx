import type { FormEvent } from 'react';
import { useSite } from '../../../app/siteContext.tsx';
import { StepForm } from '../components/StepForm.tsx';
import { usePrecheckin, useSteps } from '../components/PrecheckinContext.tsx';
import { usePrecheckinCalls, usePrecheckinChange } from '../components/usePrecheckinCalls.ts';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatMoney } from '../../../i18n/formatMoney.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import { formatCountry } from '../../../i18n/formatCountry.ts';
import { toast } from '../../../ui/toasts.ts';
import type { PrecheckinStep } from '../../../../shared/precheckin/precheckin.ts';

/** SPEC §7: a summary of everything, then guest registration and the confirmation. */
export function Component() {
  const t = useT();
  const { lang } = useSite();
  const precheckin = usePrecheckin();
  const steps = useSteps();
  const calls = usePrecheckinCalls();
  const confirmation = usePrecheckinChange(
    async () => {
      if (steps.includes('travellers')) await calls.registerGuests();
      const modeAll = steps.length === 6 && precheckin.mode !== 'all' ? '&modeAll=true' : '';
      return calls.saveStep('confirm', {}, modeAll);
    },
    () => toast.success(t('pc.checkin.toast')),
  );
  const open = steps.filter((step) => step !== 'checkin' && precheckin.links[step] !== 'complete');
  // Issue 31: travellers invited to fill in their own entry who have not yet done so.
  const waitingFor = open.includes('travellers')
    ? precheckin.invites.filter((invite) => invite.status === 'invited').length
    : 0;

  if (precheckin.completedAt) {
    return (
      <p className="notice notice-success" role="status">
        <PageTitle>{`${t('page.precheckin.checkin')} · ${t('page.precheckin')}`}</PageTitle>
        {t('pc.checkin.done')}
      </p>
    );
  }

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    confirmation.mutate();
  };

  const customer = precheckin.customer;
  const arrival = precheckin.contact.arrival;
  const edit = (step: PrecheckinStep) => (
    <LocalizedLink to={`/precheckins/${precheckin.token}/${step}`}>{t('pc.checkin.edit')}</LocalizedLink>
  );
  return (
    <StepForm
      title="page.precheckin.checkin"
      onSubmit={confirm}
      busy={confirmation.isPending}
      restored={false}
      submitLabel="pc.checkin.confirm"
    >
      <p>{t('pc.checkin.intro')}</p>
      {open.length > 0 && (
        <p className="notice notice-error" role="alert">
          {t('pc.checkin.missing')} {open.map((step) => t(`page.precheckin.${step}`)).join(', ')}
          {waitingFor > 0 && <> {t('pc.invite.waiting', { count: waitingFor })}</>}
        </p>
      )}
      <dl className="summary">
        {steps.includes('customer') && customer && (
          <div>
            <dt>
              {t('page.precheckin.customer')} {edit('customer')}
            </dt>
            <dd>
              {customer.firstname} {customer.lastname}, {customer.street}, {customer.zip} {customer.place},{' '}
              {customer.country && formatCountry(customer.country, lang)}
            </dd>
          </div>
        )}
        {arrival && (
          <div>
            <dt>
              {t('page.precheckin.arrival')} {edit('arrival')}
            </dt>
            <dd>
              {arrival.startTime}–{arrival.endTime},{' '}
              {arrival.travelType && t(`field.travelType.${arrival.travelType as 'car'}`)}
            </dd>
          </div>
        )}
        {steps.includes('travellers') && (
          <div>
            <dt>
              {t('page.precheckin.travellers')} {edit('travellers')}
            </dt>
            <dd>
              <ol>
                {precheckin.travelers.map((traveller) => (
                  <li key={traveller.uuid}>
                    {traveller.firstname} {traveller.lastname}{' '}
                    {traveller.birthday && `(${formatDay(traveller.birthday, lang)})`}
                  </li>
                ))}
              </ol>
            </dd>
          </div>
        )}
        {steps.includes('services') && (
          <div>
            <dt>
              {t('page.precheckin.services')} {edit('services')}
            </dt>
            <dd>
              {t('pc.services.total', {
                amount: formatMoney(precheckin.totalCostAmountLocally, precheckin.currency, lang),
              })}
            </dd>
          </div>
        )}
      </dl>
    </StepForm>
  );
}
