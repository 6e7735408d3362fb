import type { ReactNode } from 'react';
import { useSite } from '../../../platform/siteContext.tsx';
import { usePrecheckin, useSteps } from './PrecheckinContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatMoney } from '../../../i18n/formatMoney.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import { formatCountry } from '../../../i18n/formatCountry.ts';
import type { PrecheckinStep } from '../../../../shared/precheckin/precheckin.ts';

/**
 * What the guest has sent, step by step: to check before confirming (each with its way to change
 * it), and to look back on once it is done (read-only, without `edit`).
 */
export function SentSummary({ edit }: { edit?: (step: PrecheckinStep) => ReactNode }) {
  const t = useT();
  const { lang } = useSite();
  const precheckin = usePrecheckin();
  const steps = useSteps();
  const customer = precheckin.customer;
  const arrival = precheckin.contact.arrival;
  return (
    <dl className="summary">
      {steps.includes('customer') && customer && (
        <div>
          <dt>
            {t('page.precheckin.customer')} {edit?.('customer')}
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
            {t('page.precheckin.arrival')} {edit?.('arrival')}
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
            {t('page.precheckin.travellers')} {edit?.('travellers')}
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
            {t('page.precheckin.services')} {edit?.('services')}
          </dt>
          <dd>
            {t('pc.services.total', {
              amount: formatMoney(precheckin.totalCostAmountLocally, precheckin.currency, lang),
            })}
          </dd>
        </div>
      )}
    </dl>
  );
}
