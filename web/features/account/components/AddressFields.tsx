import type { UseFormReturn } from '../../../ui/forms/useForm.ts';
import { useSite } from '../../../app/siteContext.tsx';
import { Field } from '../../../ui/forms/Field.tsx';
import { countryOptions } from '../../../ui/forms/countries.ts';

type Address = Record<'firstName' | 'lastName' | 'street' | 'postcode' | 'city' | 'country', string>;

/** Name and postal address, as the profile and the catalogue request both ask for them. */
export function AddressFields<T extends Address>({ form }: { form: UseFormReturn<T> }) {
  const { lang } = useSite();
  // The fields' names are those of Address, which every T has.
  const address = form as unknown as UseFormReturn<Address>;
  return (
    <>
      <Field form={address} name="firstName" label="field.firstname" autoComplete="given-name" />
      <Field form={address} name="lastName" label="field.lastname" autoComplete="family-name" />
      <Field form={address} name="street" label="field.street" autoComplete="address-line1" />
      <Field form={address} name="postcode" label="field.zip" autoComplete="postal-code" />
      <Field form={address} name="city" label="field.place" autoComplete="address-level2" />
      <Field form={address} name="country" label="field.country" options={countryOptions(lang)} />
    </>
  );
}
