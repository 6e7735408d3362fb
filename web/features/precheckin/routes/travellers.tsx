import { useForm, type FieldErrors, type Resolver } from '../../../ui/forms/useForm.ts';
import { useSite } from '../../../app/siteContext.tsx';
import { usePrecheckinCalls } from '../components/usePrecheckinCalls.ts';
import { DateField } from '../../../ui/forms/DateField.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useFormField } from '../../../ui/forms/useFormField.ts';
import { StepForm } from '../components/StepForm.tsx';
import { usePrecheckin } from '../components/PrecheckinContext.tsx';
import { useStepDraft } from '../components/useStepDraft.ts';
import { useStepSave } from '../components/useStepSave.ts';
import { countryOptions } from '../../../ui/forms/countries.ts';
import { useT } from '../../../i18n/useT.ts';
import type { MessageId } from '../../../i18n/catalog.ts';
import { todayIso } from '../../../../shared/reservation/stay.ts';
import { ScanDocumentButton } from '../../passportScan/ScanDocumentButton.tsx';
import { useDocumentFill } from '../../passportScan/useDocumentFill.tsx';
import { canScanInto } from '../../passportScan/scannedDocument.ts';
import {
  MARITAL_STATUSES,
  PASSPORT_TYPES,
  travellerProblems,
  travellerSlots,
  type TravellerField,
} from '../../../../shared/precheckin/precheckin.ts';

type TravellerForm = { travellers: Record<string, string>[] };

const DATE_FIELDS: TravellerField[] = ['birthday', 'passportIssueDate', 'passportExpDate'];
const COUNTRY_FIELDS: TravellerField[] = ['country', 'countryOrigin', 'countryOfBirth'];

/**
 * SPEC §3 travellers: one form each, numbered from 1, the fields their layout asks for; issue 15:
 * each birthday within the age group booked for that traveller on arrival.
 */
export function Component() {
  const t = useT();
  const { lang } = useSite();
  const calls = usePrecheckinCalls();
  const precheckin = usePrecheckin();
  const layoutOf = (index: number) => (index === 0 ? precheckin.layoutFirst : precheckin.layoutFellows);
  const slots = travellerSlots(precheckin.paxTypes);
  const resolver: Resolver<TravellerForm> = async (values) => {
    const errors: Record<string, Record<string, { type: string; message: string }>> = {};
    values.travellers.forEach((traveller, index) => {
      const problems = travellerProblems(
        traveller,
        layoutOf(index),
        precheckin.reservation.checkin,
        todayIso(),
        slots[index],
      );
      for (const [field, message] of Object.entries(problems))
        (errors[index] ??= {})[field] = { type: 'validate', message };
    });
    return Object.keys(errors).length > 0
      ? { values: {}, errors: { travellers: errors } as unknown as FieldErrors<TravellerForm> }
      : { values, errors: {} };
  };
  const form = useForm<TravellerForm>({
    resolver,
    defaultValues: {
      travellers: Array.from({ length: precheckin.travellerCount }, (_, index) => {
        const saved = precheckin.travelers[index] ?? {};
        return Object.fromEntries(
          layoutOf(index).map((field) => [
            field,
            (saved as Record<string, string | number | undefined>)[field]?.toString() ?? '',
          ]),
        );
      }),
    },
  });
  const bind = useFormField(form);
  const documentFill = useDocumentFill(form);
  const draft = useStepDraft(form, precheckin.token, 'travellers');
  const save = useStepSave('travellers', form);
  const submit = form.handleSubmit((values) =>
    save(
      () =>
        calls.saveStep(
          'travellers',
          values.travellers.map((traveller, index) => ({
            ...traveller,
            uuid: precheckin.travelers[index]?.uuid,
            number: index + 1,
          })),
        ),
      draft.clear,
    ),
  );
  const countries = countryOptions(lang);
  const bookedAs = (index: number) => {
    const slot = slots[index];
    if (!slot) return undefined;
    return t('pc.travellers.booked', {
      category: t(`pc.pax.category.${slot.category}`),
      from: slot.from,
      to: slot.to,
    });
  };
  const optionsFor = (field: TravellerField) => {
    if (field === 'salutation')
      return ['M', 'F'].map((value) => ({ value, label: t(`field.salutation.${value as 'M' | 'F'}`) }));
    if (field === 'passportType')
      return PASSPORT_TYPES.map((value) => ({ value, label: t(`field.passportType.${value}`) }));
    if (field === 'maritalStatus')
      return MARITAL_STATUSES.map((value) => ({ value, label: t(`field.maritalStatus.${value}`) }));
    if (COUNTRY_FIELDS.includes(field)) return countries;
    return undefined;
  };
  return (
    <StepForm
      title="page.precheckin.travellers"
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      restored={draft.restored}
    >
      {Array.from({ length: precheckin.travellerCount }, (_, index) => (
        <fieldset key={index}>
          <legend>{t('pc.travellers.traveller', { number: index + 1 })}</legend>
          {canScanInto(layoutOf(index)) && (
            <ScanDocumentButton
              fields={layoutOf(index)}
              countries={countries.map((country) => country.value)}
              onRead={(document) => documentFill.fill(`travellers.${index}`, document)}
            />
          )}
          {layoutOf(index).map((field) => {
            const name = `travellers.${index}.${field}` as const;
            const label = t(`field.${field}` as MessageId);
            const hint = documentFill.hint(name, field === 'birthday' ? bookedAs(index) : undefined);
            if (DATE_FIELDS.includes(field))
              return <DateField key={field} form={form} name={name} label={label} hint={hint} />;
            const options = optionsFor(field);
            if (options)
              return <SelectField key={field} label={label} options={options} hint={hint} {...bind(name)} />;
            const type = field === 'phone' ? 'tel' : 'text';
            return <TextField key={field} label={label} type={type} hint={hint} {...bind(name)} />;
          })}
        </fieldset>
      ))}
    </StepForm>
  );
}
