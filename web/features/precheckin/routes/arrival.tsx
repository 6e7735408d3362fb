import { useForm, useWatch } from '../../../ui/forms/useForm.ts';
import { usePrecheckinCalls } from '../hooks/usePrecheckinCalls.ts';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useFormField } from '../../../ui/forms/useFormField.ts';
import { StepForm } from '../components/StepForm.tsx';
import { usePrecheckin } from '../components/PrecheckinContext.tsx';
import { useStepDraft } from '../hooks/useStepDraft.ts';
import { useStepSave } from '../hooks/useStepSave.ts';
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
  const field = useFormField(form);
  const travelType = useWatch({ control: form.control, name: 'travelType' });
  const draft = useStepDraft(form, precheckin.token, 'arrival');
  const save = useStepSave('arrival', form);
  const query: Record<string, string> = precheckin.mode === 'easy' ? {} : { createToDo: 'true' };
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
      <p>{t('pc.arrival.intro')}</p>
      {precheckin.contactMailRequested && <p className="hint">{t('pc.contactRequested')}</p>}
      <TextField label={t('field.phone')} autoComplete="tel" type="tel" {...field('phone')} />
      <TextField label={t('field.email')} autoComplete="email" type="email" {...field('email')} />
      <div className="field-row">
        <TextField label={t('field.startTime')} type="time" {...field('startTime')} />
        <TextField label={t('field.endTime')} type="time" {...field('endTime')} />
      </div>
      <SelectField label={t('field.travelType')} options={travelTypes} {...field('travelType')} />
      {travelType === 'airplane' && <TextField label={t('field.flightNumber')} {...field('flightNumber')} />}
      {travelType === 'ferry' && <TextField label={t('field.ferryNumber')} {...field('ferryNumber')} />}
      <TextField label={t('field.destination')} optional {...field('destination')} />
      <TextField label={t('field.details')} optional {...field('details')} />
    </StepForm>
  );
}
