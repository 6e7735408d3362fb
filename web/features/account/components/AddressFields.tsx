import type { UseFormReturn } from '../../../ui/forms/useForm.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useFormField } from '../../../ui/forms/useFormField.ts';
import { countryOptions } from '../../../ui/forms/countries.ts';
import type { CatalogueAddress } from '../../../../shared/account/schemas/personalCatalog.ts';

type Address = Omit<CatalogueAddress, 'email'>;

/** Name and postal address, as the profile and the catalogue request both ask for them. */
export function AddressFields<T extends Address>({ form }: { form: UseFormReturn<T> }) {
  const t = useT();
  const { lang } = useSite();
  // The fields' names are those of Address, which every T has.
  const address = form as unknown as UseFormReturn<Address>;
  const field = useFormField(address);
  return (
    <>
      <TextField label={t('field.firstname')} autoComplete="given-name" {...field('firstName')} />
      <TextField label={t('field.lastname')} autoComplete="family-name" {...field('lastName')} />
      <TextField label={t('field.street')} autoComplete="address-line1" {...field('street')} />
      <TextField label={t('field.zip')} autoComplete="postal-code" {...field('postcode')} />
      <TextField label={t('field.place')} autoComplete="address-level2" {...field('city')} />
      <SelectField label={t('field.country')} options={countryOptions(lang)} {...field('country')} />
    </>
  );
}
