import { useController, type UseFormReturn } from '../../../../ui/forms/useForm.ts';
import { errorWords, fieldId } from '../../../../ui/forms/useFormField.ts';
import { useT } from '../../../../i18n/useT.ts';
import { useSite } from '../../../../platform/siteContext.tsx';
import { formatCountry } from '../../../../i18n/formatCountry.ts';
import type { StoredSignature } from '../../../../../shared/precheckin/signature.ts';
import type { TravellerForm } from '../../model/travellerForm.ts';
import { SignatureField } from './SignatureField.tsx';

/**
 * One traveller's signature on the travellers form: a new one is the form's
 * value `travellers.N.signature`, checked and sent with the step; a stored one is shown back.
 */
export function TravellerSignature({
  form,
  index,
  signerName,
  stored,
  country,
}: {
  form: UseFormReturn<TravellerForm>;
  index: number;
  signerName: string;
  stored: StoredSignature | undefined;
  /** The house's country, whose law asks for the signature: its message names it. */
  country: string;
}) {
  const t = useT();
  const { lang } = useSite();
  const name = `travellers.${index}.signature` as const;
  const { field } = useController({ control: form.control, name });
  return (
    <SignatureField
      id={fieldId(name)}
      focusRef={field.ref}
      signerName={signerName}
      stored={stored ?? null}
      onChange={field.onChange}
      error={errorWords(form, name, t, undefined, {
        country: formatCountry(country, lang),
        name: signerName,
      })}
    />
  );
}
