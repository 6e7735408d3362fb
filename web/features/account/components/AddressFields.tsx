import type { UseFormReturn } from '../../../ui/forms/useForm.ts';
import { useSite } from '../../../app/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { Field } from '../../../ui/forms/Field.tsx';
import { countryOptions } from '../../../ui/forms/countries.ts';
import type { CatalogueAddress } from '../../../../shared/account/schemas/personalCatalog.ts';

type Address = Omit<CatalogueAddress, 'email'>;

/** Name and postal address, as the profile and the catalogue request both ask for them. */
export function AddressFields<T extends Address>({ form }: { form: UseFormReturn<T> }) {
  const t = useT();
  const { lang } = useSite();
  // The fields' names are those of Address, which every T has.
  const address = form as unknown as UseFormReturn<Address>;
  return (
    <>
      <Field form={address} name="firstName" label={t('field.firstname')} autoComplete="given-name" />
      <Field form={address} name="lastName" label={t('field.lastname')} autoComplete="family-name" />
      <Field form={address} name="street" label={t('field.street')} autoComplete="address-line1" />
      <Field form={address} name="postcode" label={t('field.zip')} autoComplete="postal-code" />
      <Field form={address} name="city" label={t('field.place')} autoComplete="address-level2" />
      <Field form={address} name="country" label={t('field.country')} options={countryOptions(lang)} />
    </>
  );
}
