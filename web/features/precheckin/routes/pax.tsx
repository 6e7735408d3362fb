import { useState } from 'react';
import { useForm, useWatch } from '../../../ui/forms/useForm.ts';
import { usePrecheckinCalls } from '../hooks/usePrecheckinCalls.ts';
import { StepForm } from '../components/StepForm.tsx';
import { usePrecheckin } from '../components/PrecheckinContext.tsx';
import { useStepDraft } from '../hooks/useStepDraft.ts';
import { useStepSave } from '../hooks/useStepSave.ts';
import { Stepper } from '../../../ui/Stepper.tsx';
import { useT } from '../../../i18n/useT.ts';
import { PAX_CATEGORIES, type PaxCategory } from '../../../../shared/precheckin/precheckin.ts';
import { paxCountProblems } from '../../../../shared/precheckin/paxCounts.ts';

type Counts = Record<PaxCategory, number>;

/**
 * SPEC §5 pax: counts per category within their ages; an adult is needed; the persons of 2 and over
 * and the babies each as booked (babies stay outside the booking's maximum).
 */
export function Component() {
  const t = useT();
  const calls = usePrecheckinCalls();
  const precheckin = usePrecheckin();
  const categories = PAX_CATEGORIES.filter((category) =>
    precheckin.paxTypes.some((type) => type.category === category),
  );
  const ages = (category: PaxCategory) => {
    const types = precheckin.paxTypes.filter((type) => type.category === category);
    return {
      from: Math.min(...types.map((type) => type.from)),
      to: Math.max(...types.map((type) => type.to)),
    };
  };
  const initial = Object.fromEntries(
    PAX_CATEGORIES.map((category) => [
      category,
      precheckin.paxTypes
        .filter((type) => type.category === category)
        .reduce((sum, type) => sum + type.count, 0),
    ]),
  ) as Counts;
  const form = useForm<Counts>({ defaultValues: initial });
  const counts = useWatch({ control: form.control }) as Counts;
  const draft = useStepDraft(form, precheckin.token, 'pax');
  const save = useStepSave('pax', form);
  const [checked, setChecked] = useState(false);
  const problems = paxCountProblems(counts, precheckin.reservation.persons).map((found) =>
    found.problem === 'adultRequired'
      ? t('pax.adultRequired')
      : t(`pc.pax.${found.problem}`, { count: found.booked, current: found.counted }),
  );

  const submit = form.handleSubmit((values) => {
    setChecked(true);
    if (problems.length > 0) {
      form.setFocus(categories.includes('adults') ? 'adults' : categories[0]!);
      return;
    }
    return save(() => calls.saveStep('pax', values), draft.clear);
  });

  return (
    <StepForm
      title="page.precheckin.pax"
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      restored={draft.restored}
    >
      <p>{t('pc.pax.intro', { count: precheckin.travellerCount })}</p>
      <div className="steppers">
        {categories.map((category) => {
          const label = t(`pc.pax.category.${category}`);
          const { ref } = form.register(category);
          return (
            <div key={category} ref={(element) => ref(element?.querySelector('input') ?? null)}>
              <Stepper
                label={label}
                hint={t('pc.pax.ages', ages(category))}
                value={counts[category] ?? 0}
                min={0}
                max={precheckin.travellerCount}
                decreaseLabel={t('pax.decrease', { label })}
                increaseLabel={t('pax.increase', { label })}
                describedBy={checked && problems.length > 0 ? 'pax-problems' : undefined}
                onChange={(value) => form.setValue(category, value)}
              />
            </div>
          );
        })}
      </div>
      {checked && (
        <div id="pax-problems">
          {problems.map((problem) => (
            <p key={problem} className="field-error" role="alert">
              {problem}
            </p>
          ))}
        </div>
      )}
    </StepForm>
  );
}
