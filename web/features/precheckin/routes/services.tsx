import { useState, type FormEvent } from 'react';
import { useSite } from '../../../platform/siteContext.tsx';
import { StepForm } from '../components/StepForm.tsx';
import { usePrecheckin } from '../components/PrecheckinContext.tsx';
import { usePrecheckinCalls, usePrecheckinChange } from '../hooks/usePrecheckinCalls.ts';
import { useStepSave } from '../hooks/useStepSave.ts';
import { Stepper } from '../../../ui/Stepper.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatMoney } from '../../../i18n/formatMoney.ts';

/** SPEC §7 services: costs paid on site, bookable services one at a time, and the total. */
export function Component() {
  const t = useT();
  const { lang } = useSite();
  const precheckin = usePrecheckin();
  const calls = usePrecheckinCalls();
  const save = useStepSave('services');
  const [busy, setBusy] = useState(false);
  const money = (cents: number) => formatMoney(cents, precheckin.currency, lang);

  // SPEC §7: one service a call; the answer carries the new total.
  const quantity = usePrecheckinChange((service: { code: string; quantity: number }) =>
    calls.saveStep('services', [service]),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const first = precheckin.services[0];
    // Continuing confirms the services as they stand (the step is then complete).
    if (first) await save(() => calls.saveStep('services', [{ code: first.code, quantity: first.quantity }]));
    setBusy(false);
  };

  return (
    <StepForm title="page.precheckin.services" onSubmit={submit} busy={busy} restored={false}>
      <h3>{t('pc.services.costs')}</h3>
      <ul>
        {precheckin.onSiteCosts.map((cost) => (
          <li key={cost.code}>
            {cost.name}: {cost.amount > 0 ? `${money(cost.amount)} (${cost.unit})` : t('pc.services.byMeter')}
          </li>
        ))}
      </ul>
      <h3>{t('pc.services.bookable')}</h3>
      <div className="steppers">
        {precheckin.services.map((service) => (
          <Stepper
            key={service.code}
            label={service.name}
            hint={t('pc.services.each', { price: money(service.price) })}
            value={service.quantity}
            min={0}
            max={service.maxQuantity}
            decreaseLabel={t('pax.decrease', { label: service.name })}
            increaseLabel={t('pax.increase', { label: service.name })}
            onChange={(value) => quantity.mutate({ code: service.code, quantity: value })}
          />
        ))}
      </div>
      <p className="total" aria-live="polite">
        <strong>{t('pc.services.total', { amount: money(precheckin.totalCostAmountLocally) })}</strong>
      </p>
    </StepForm>
  );
}
