import { useSite } from '../../platform/siteContext.tsx';
import { countryOptions } from './countries.ts';
import { SelectField, type SelectFieldProps } from './SelectField.tsx';

/**
 * A country (nationality, country of birth, an address's country): every ISO 3166-1 country in the
 * page's language. A native select: a guest types a name's first letters to find it, and every
 * browser and screen reader knows how to use one.
 */
export function CountryField(props: Omit<SelectFieldProps, 'options'>) {
  const { lang } = useSite();
  return <SelectField options={countryOptions(lang)} {...props} />;
}
