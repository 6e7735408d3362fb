import { useState } from 'react';
import { ActionPage } from '../components/ActionPage.tsx';
import { PricedChange } from '../components/PricedChange.tsx';
import { useReservation, useReservationMoney } from '../components/ReservationContext.tsx';
import { Stepper } from '../../../ui/Stepper.tsx';
import { useT } from '../../../i18n/useT.ts';

/** SPEC §1 services: add or remove additional services, each with its price. */
export function Component() {
  const t = useT();
  const reservation = useReservation();
  const money = useReservationMoney();
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(reservation.services.map((service) => [service.code, service.quantity])),
  );
  const changed = reservation.services.filter((service) => quantities[service.code] !== service.quantity);

  return (
    <ActionPage title="page.reservation.services" action="changeServices">
      <section className="panel" aria-labelledby="services-intro">
        <h2 id="services-intro">{t('services.intro')}</h2>
        <div className="steppers">
          {reservation.services.map((service) => (
            <Stepper
              key={service.code}
              label={service.name}
              hint={t(`services.unit.${service.unit}`, {
                price: money(service.unitPrice),
              })}
              value={quantities[service.code] ?? 0}
              min={0}
              max={service.maxQuantity}
              decreaseLabel={t('pax.decrease', { label: service.name })}
              increaseLabel={t('pax.increase', { label: service.name })}
              onChange={(value) => setQuantities({ ...quantities, [service.code]: value })}
            />
          ))}
        </div>
        <PricedChange
          change={
            changed.length === 0
              ? null
              : Object.fromEntries(changed.map((s) => [`service[${s.code}]`, quantities[s.code] ?? 0]))
          }
          blocked={false}
          onBlocked={() => undefined}
          confirmLabel="services.save"
          successText="services.toast"
        />
      </section>
    </ActionPage>
  );
}
