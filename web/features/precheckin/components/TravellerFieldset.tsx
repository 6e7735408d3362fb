import { useWatch, type UseFormReturn } from '../../../ui/forms/useForm.ts';
import { useSite } from '../../../app/siteContext.tsx';
import { DateField } from '../../../ui/forms/DateField.tsx';
import { SelectField, type Option } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useFormField } from '../../../ui/forms/useFormField.ts';
import { countryOptions } from '../../../ui/forms/countries.ts';
import { useT } from '../../../i18n/useT.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import type { MessageId } from '../../../i18n/catalog.ts';
import {
  MARITAL_STATUSES,
  PASSPORT_TYPES,
  RELATIONSHIPS,
  type TravellerField,
} from '../../../../shared/precheckin/precheckin.ts';
import type { CountryRules } from '../../../../shared/precheckin/countryRules/countryRules.ts';
import { fieldNeeds, personOf } from '../../../../shared/precheckin/countryRules/fieldNeeds.ts';
import { signatureRequired } from '../../../../shared/precheckin/countryRules/signature.ts';
import { usePrecheckin } from './PrecheckinContext.tsx';
import { signerNameOf, type TravellerForm } from './travellerForm.ts';
import { TravellerSignature } from './signature/TravellerSignature.tsx';

const DATE_FIELDS: TravellerField[] = ['birthday', 'passportIssueDate', 'passportExpDate'];
const COUNTRY_FIELDS: TravellerField[] = ['country', 'countryOrigin', 'countryOfBirth'];

/**
 * One traveller's form: the fields the destination's law asks of them (issue 31), drawn again as
 * their nationality, birth date or document changes what it asks, and their signature where that
 * law asks for one. A field that goes keeps what was typed in it, should it come back.
 */
export function TravellerFieldset({
  form,
  index,
  rules,
  bookedAs,
}: {
  form: UseFormReturn<TravellerForm>;
  index: number;
  rules: CountryRules;
  /** The age group booked for this traveller, said beside the birth date. */
  bookedAs?: string;
}) {
  const t = useT();
  const { lang } = useSite();
  const { reservation, travelers, registration } = usePrecheckin();
  const bind = useFormField(form);
  const values = useWatch({ control: form.control, name: `travellers.${index}` });
  const role = index === 0 ? 'first' : 'fellow';
  const needs = fieldNeeds(rules, role, personOf(values, reservation.checkin));
  const messageValues = {
    document: values.passportType || 'other',
    date: formatDay(reservation.checkout, lang),
  };
  const countries = countryOptions(lang);
  const optionsFor = (field: TravellerField): readonly Option[] | undefined => {
    if (field === 'salutation')
      return ['M', 'F'].map((value) => ({ value, label: t(`field.salutation.${value as 'M' | 'F'}`) }));
    if (field === 'passportType')
      return PASSPORT_TYPES.map((value) => ({ value, label: t(`field.passportType.${value}`) }));
    if (field === 'maritalStatus')
      return MARITAL_STATUSES.map((value) => ({ value, label: t(`field.maritalStatus.${value}`) }));
    if (field === 'relationship')
      return RELATIONSHIPS.map((value) => ({ value, label: t(`field.relationship.${value}`) }));
    if (COUNTRY_FIELDS.includes(field)) return countries;
    return undefined;
  };
  const hintFor = (field: TravellerField) => {
    if (field === 'birthday') return bookedAs;
    if (field === 'documentSupportNumber') return t('field.documentSupportNumber.hint');
    return undefined;
  };
  return (
    <fieldset>
      <legend>{t('pc.travellers.traveller', { number: index + 1 })}</legend>
      {needs.map(({ field, need }) => {
        const name = `travellers.${index}.${field}` as const;
        const label = t(`field.${field}` as MessageId);
        const shared = { label, hint: hintFor(field), optional: need === 'optional' };
        if (DATE_FIELDS.includes(field))
          return <DateField key={field} form={form} name={name} messageValues={messageValues} {...shared} />;
        const options = optionsFor(field);
        const binding = bind(name, { messageValues });
        if (options) return <SelectField key={field} options={options} {...shared} {...binding} />;
        return <TextField key={field} type={field === 'phone' ? 'tel' : 'text'} {...shared} {...binding} />;
      })}
      {signatureRequired(rules, { role, values }, reservation) && (
        <TravellerSignature
          form={form}
          index={index}
          signerName={signerNameOf(values)}
          stored={travelers[index]?.signature}
          country={registration.country}
        />
      )}
    </fieldset>
  );
}
