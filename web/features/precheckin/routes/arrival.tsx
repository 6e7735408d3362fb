import { useForm, useWatch } from '../../../ui/forms/useForm.ts';
import { usePrecheckinCalls } from '../components/usePrecheckinCalls.ts';
import { Field } from '../../../ui/forms/Field.tsx';
import { StepForm } from '../components/StepForm.tsx';
import { usePrecheckin } from '../components/PrecheckinContext.tsx';
import { useStepDraft } from '../components/useStepDraft.ts';
import { useStepSave } from '../components/useStepSave.ts';
import { useT } from '../../../i18n/useT.ts';
import { lazySchemaResolver } from '../../../ui/forms/schemaResolver.ts';
import { TRAVEL_TYPES } from '../../../../shared/precheckin/precheckin.ts';
import type { ArrivalForm } from '../../../../shared/precheckin/precheckinSchemas.ts';

const FIELDS = [
  'phone',
  'email',
  'startTime',
  'endTime',
  'travelType',
  'flightNumber',
  'ferryNumber',
  'destination',
  'details',
] as const satisfies readonly (keyof ArrivalForm)[];
const resolver = lazySchemaResolver<ArrivalForm>(
  async () => (await import('../../../../shared/precheckin/precheckinSchemas.ts')).arrivalSchema,
);

/** SPEC §3 arrival, sent as the contact (with a to-do for the office unless the mode is easy). */
export function Component() {
  const t = useT();
  const calls = usePrecheckinCalls();
  const precheckin = usePrecheckin();
  const saved = precheckin.contact.arrival ?? {};
  const form = useForm<ArrivalForm>({
    resolver,
    defaultValues: Object.fromEntries(FIELDS.map((name) => [name, saved[name] ?? ''])) as ArrivalForm,
  });
  const travelType = useWatch({ control: form.control, name: 'travelType' });
  const draft = useStepDraft(form, precheckin.token, 'arrival');
  const save = useStepSave('arrival', form);
  const query = precheckin.mode === 'easy' ? '' : '&createToDo=true';
  const submit = form.handleSubmit((values) =>
    save(() => calls.saveStep('contact', values, query), draft.clear),
  );
  const travelTypes = TRAVEL_TYPES.map((value) => ({ value, label: t(`field.travelType.${value}`) }));
  return (
    <StepForm
      title="page.precheckin.arrival"
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      restored={draft.restored}
    >
      {precheckin.contactMailRequested && <p className="hint">{t('pc.contactRequested')}</p>}
      <Field
        form={form}
        name="phone"
        label={t('field.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
      />
      <Field form={form} name="email" label={t('field.email')} type="email" autoComplete="email" />
      <div className="field-row">
        <Field form={form} name="startTime" label={t('field.startTime')} type="time" />
        <Field form={form} name="endTime" label={t('field.endTime')} type="time" />
      </div>
      <Field form={form} name="travelType" label={t('field.travelType')} options={travelTypes} />
      {travelType === 'airplane' && <Field form={form} name="flightNumber" label={t('field.flightNumber')} />}
      {travelType === 'ferry' && <Field form={form} name="ferryNumber" label={t('field.ferryNumber')} />}
      <Field form={form} name="destination" label={t('field.destination')} optional />
      <Field form={form} name="details" label={t('field.details')} optional />
    </StepForm>
  );
}
