import { useId, useRef, useState } from 'react';
import { ActionPage } from '../components/ActionPage.tsx';
import { PricedChange } from '../components/PricedChange.tsx';
import { useReservation } from '../components/ReservationContext.tsx';
import { Stepper } from '../../../ui/Stepper.tsx';
import { useT } from '../../../i18n/useT.ts';
import {
  categoryMaximum,
  MAX_BABIES,
  personsProblems,
  type Persons,
} from '../../../../shared/reservation/persons.ts';

const CATEGORIES = [
  { key: 'adults', label: 'pax.adults', hint: 'pax.adults.hint' },
  { key: 'children', label: 'pax.children', hint: 'pax.children.hint' },
  { key: 'babies', label: 'pax.babies', hint: 'pax.babies.hint' },
] as const;

/** SPEC §5 persons: at least one adult, never more guests than the house sleeps, the new price first. */
export function Component() {
  const t = useT();
  const reservation = useReservation();
  const problemsId = useId();
  const steppers = useRef<HTMLDivElement>(null);
  const [persons, setPersons] = useState<Persons>(reservation.persons);
  const { maxGuests } = reservation.accommodation;
  const problems = personsProblems(persons, maxGuests);
  const unchanged = CATEGORIES.every(({ key }) => persons[key] === reservation.persons[key]);

  return (
    <ActionPage title="page.reservation.pax" action="changePersons">
      <section className="panel" aria-labelledby="pax-intro">
        <h2 id="pax-intro">{t('pax.intro')}</h2>
        <p className="hint">{t('pax.max', { count: maxGuests })}</p>
        <div ref={steppers} className="steppers">
          {CATEGORIES.map(({ key, label, hint }) => (
            <Stepper
              key={key}
              label={t(label)}
              hint={t(hint)}
              value={persons[key]}
              min={0}
              max={categoryMaximum(persons, key, maxGuests)}
              maxReason={
                key === 'babies'
                  ? t('pax.babiesAtMaximum', { count: MAX_BABIES })
                  : t('pax.atMaximum', { count: maxGuests })
              }
              decreaseLabel={t('pax.decrease', { label: t(label) })}
              increaseLabel={t('pax.increase', { label: t(label) })}
              describedBy={problems.length > 0 ? problemsId : undefined}
              onChange={(value) => setPersons({ ...persons, [key]: value })}
            />
          ))}
        </div>
        <div id={problemsId}>
          {problems.map((problem) => (
            <p key={problem} className="field-error" role="alert">
              {problem === 'adultRequired'
                ? t('pax.adultRequired')
                : t('pax.tooManyGuests', { count: maxGuests })}
            </p>
          ))}
        </div>
        <PricedChange
          change={unchanged ? null : { ...persons }}
          blocked={problems.length > 0}
          onBlocked={() => steppers.current?.querySelector('input')?.focus()}
          confirmLabel="pax.confirm"
          successText="pax.toast"
        />
      </section>
    </ActionPage>
  );
}
