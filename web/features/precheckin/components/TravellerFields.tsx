import type { UseFormReturn } from '../../../ui/forms/useForm.ts';
import { useSite } from '../../../app/siteContext.tsx';
import { DateField } from '../../../ui/forms/DateField.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useFormField } from '../../../ui/forms/useFormField.ts';
import { countryOptions } from '../../../ui/forms/countries.ts';
import { useT } from '../../../i18n/useT.ts';
import type { MessageId } from '../../../i18n/catalog.ts';
import {
  MARITAL_STATUSES,
  PASSPORT_TYPES,
  type TravellerField,
  type TravellerSlot,
} from '../../../../shared/precheckin/precheckin.ts';
import type { TravellerForm } from './travellerForm.ts';

const DATE_FIELDS: TravellerField[] = ['birthday', 'passportIssueDate', 'passportExpDate'];
const COUNTRY_FIELDS: TravellerField[] = ['country', 'countryOrigin', 'countryOfBirth'];

/**
 * SPEC §3: one traveller's fields, those their layout asks for, in the form at `index`. Issue 15:
 * the birthday says the age group booked for them. The travellers step and an invited traveller's
 * page (issue 31) draw the same fields.
 */
export function TravellerFields({
  form,
  index,
  layout,
  slot,
}: {
  form: UseFormReturn<TravellerForm>;
  index: number;
  layout: readonly TravellerField[];
  slot: TravellerSlot | undefined;
}) {
  const t = useT();
  const { lang } = useSite();
  const bind = useFormField(form);
  const countries = countryOptions(lang);
  const bookedAs =
    slot &&
    t('pc.travellers.booked', {
      category: t(`pc.pax.category.${slot.category}`),
      from: slot.from,
      to: slot.to,
    });
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
  return layout.map((field) => {
    const name = `travellers.${index}.${field}` as const;
    const label = t(`field.${field}` as MessageId);
    const hint = field === 'birthday' ? bookedAs : undefined;
    if (DATE_FIELDS.includes(field))
      return <DateField key={field} form={form} name={name} label={label} hint={hint} />;
    const options = optionsFor(field);
    if (options)
      return <SelectField key={field} label={label} options={options} hint={hint} {...bind(name)} />;
    const type = field === 'phone' ? 'tel' : 'text';
    return <TextField key={field} label={label} type={type} hint={hint} {...bind(name)} />;
  });
}
