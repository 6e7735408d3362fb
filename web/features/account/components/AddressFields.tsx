import type { UseFormReturn } from '../../../ui/forms/useForm.ts';
import { useT } from '../../../i18n/useT.ts';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useFormField } from '../../../ui/forms/useFormField.ts';
import { CountryField } from '../../../ui/forms/CountryField.tsx';
import type { CatalogueAddress } from '../../../../shared/account/schemas/personalCatalog.ts';

type Address = Omit<CatalogueAddress, 'email'>;

/** Name and postal address, as the profile and the catalogue request both ask for them. */
export function AddressFields<T extends Address>({ form }: { form: UseFormReturn<T> }) {
  const t = useT();
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
      <CountryField label={t('field.country')} autoComplete="country" {...field('country')} />
    </>
  );
}
