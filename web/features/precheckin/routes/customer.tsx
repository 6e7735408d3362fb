import { useEffect, useState } from 'react';
import { useForm } from '../../../ui/forms/useForm.ts';
import { usePrecheckinCalls } from '../hooks/usePrecheckinCalls.ts';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useFormField } from '../../../ui/forms/useFormField.ts';
import { StepForm } from '../components/StepForm.tsx';
import { usePrecheckin, useSteps } from '../components/PrecheckinContext.tsx';
import { useStepDraft } from '../hooks/useStepDraft.ts';
import { useStepSave } from '../hooks/useStepSave.ts';
import { ZeroModeDone } from '../components/ZeroModeDone.tsx';
import { CountryField } from '../../../ui/forms/CountryField.tsx';
import { useT } from '../../../i18n/useT.ts';
import { lazySchemaResolver } from '../../../ui/forms/schemaResolver.ts';
import type { CustomerForm } from '../../../../shared/precheckin/precheckinSchemas.ts';

const FIELDS = [
  'salutation',
  'firstname',
  'lastname',
  'street',
  'street2',
  'zip',
  'place',
  'country',
  'holidayPhone',
  'mail',
] as const satisfies readonly (keyof CustomerForm)[];
const resolver = lazySchemaResolver<CustomerForm>(
  async () => (await import('../../../../shared/precheckin/precheckinSchemas.ts')).customerSchema,
);

/** SPEC §3 customer form. */
export function Component() {
  const t = useT();
  const calls = usePrecheckinCalls();
  const precheckin = usePrecheckin();
  const steps = useSteps();
  const saved = precheckin.customer ?? {};
  const form = useForm<CustomerForm>({
    resolver,
    defaultValues: Object.fromEntries(FIELDS.map((name) => [name, saved[name] ?? ''])) as CustomerForm,
  });
  const field = useFormField(form);
  const draft = useStepDraft(form, precheckin.token, 'customer');
  const save = useStepSave('customer', form);
  // Zero mode ends with this step: once saved, what was sent shows until the guest asks to change it.
  const [changing, setChanging] = useState(false);
  const onlyStepDone = steps.length === 1 && precheckin.links.customer === 'complete';
  const submit = form.handleSubmit((values) =>
    save(
      () => calls.saveStep('customer', values),
      () => {
        draft.clear();
        setChanging(false);
      },
    ),
  );
  // The button that opened the form is gone: its first field takes the focus.
  useEffect(() => {
    if (changing) form.setFocus('salutation');
  }, [changing, form]);
  const salutations = ['M', 'F'].map((value) => ({
    value,
    label: t(`field.salutation.${value as 'M' | 'F'}`),
  }));
  if (onlyStepDone && !changing && !draft.restored)
    return <ZeroModeDone onChange={() => setChanging(true)} />;
  return (
    <StepForm
      title="page.precheckin.customer"
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      restored={draft.restored}
    >
      <SelectField label={t('field.salutation')} options={salutations} {...field('salutation')} />
      <TextField label={t('field.firstname')} autoComplete="given-name" {...field('firstname')} />
      <TextField label={t('field.lastname')} autoComplete="family-name" {...field('lastname')} />
      <TextField label={t('field.street')} autoComplete="address-line1" {...field('street')} />
      <TextField label={t('field.street2')} autoComplete="address-line2" optional {...field('street2')} />
      <TextField label={t('field.zip')} autoComplete="postal-code" {...field('zip')} />
      <TextField label={t('field.place')} autoComplete="address-level2" {...field('place')} />
      <CountryField label={t('field.country')} autoComplete="country" {...field('country')} />
      <TextField label={t('field.holidayPhone')} autoComplete="tel" type="tel" {...field('holidayPhone')} />
      <TextField label={t('field.mail')} autoComplete="email" type="email" {...field('mail')} />
    </StepForm>
  );
}
