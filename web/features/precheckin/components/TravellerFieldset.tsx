import { Suspense, useEffect, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from '../../../ui/forms/useForm.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { DateField } from '../../../ui/forms/DateField.tsx';
import { SelectField, type Option } from '../../../ui/forms/SelectField.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { useFormField } from '../../../ui/forms/useFormField.ts';
import { CountryField } from '../../../ui/forms/CountryField.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import type { MessageId } from '../../../i18n/catalog.ts';
import {
  COUNTRY_FIELDS,
  isDateField,
  MARITAL_STATUSES,
  PASSPORT_TYPES,
  RELATIONSHIPS,
  type Stay,
  type TravellerField,
} from '../../../../shared/precheckin/precheckin.ts';
import type { CountryRules, Role } from '../../../../shared/precheckin/countryRules/countryRules.ts';
import { fieldNeeds, layoutFor, personOf } from '../../../../shared/precheckin/countryRules/fieldNeeds.ts';
import {
  signatureMayBeAsked,
  signatureRequired,
} from '../../../../shared/precheckin/countryRules/signature.ts';
import type { StoredSignature } from '../../../../shared/precheckin/signature.ts';
import type { TravellerForm } from '../model/travellerForm.ts';
import { signerNameOf } from '../../../../shared/precheckin/signerName.ts';
import { preloadTravellerChecks } from '../model/travellerResolver.ts';
import { exampleDay } from '../model/dateExamples.ts';
import { canScanInto, ScanDocumentButton, useDocumentFill } from '../../passportScan/index.ts';
import { afterLoadIdle } from '../../../platform/afterLoadIdle.ts';
import { loadedOnDemand } from '../../../ui/loadedOnDemand.ts';

// The pad and its drawing load only where the law asks someone of this form to sign.
const signaturePad = loadedOnDemand(() =>
  import('./signature/TravellerSignature.tsx').then((module) => module.TravellerSignature),
);
const TravellerSignature = signaturePad.Component;

/**
 * One traveller's form: the fields the destination's law asks of them, drawn again as
 * their nationality, birth date or document changes what it asks, and their signature where that
 * law asks for one. A field that goes keeps what was typed in it, should it come back.
 * The traveller's document can be scanned into it, each field filled marked for checking.
 * The travellers step draws one for each traveller, and an invited traveller's page (which has no
 * pre-check-in of its own) draws theirs.
 */
export function TravellerFieldset({
  form,
  index,
  rules,
  bookedAs,
  who,
  stay,
  legend,
  signature,
  hideFields = false,
  children,
}: {
  form: UseFormReturn<TravellerForm>;
  index: number;
  rules: CountryRules;
  /** The age group booked for this traveller, said beside the birth date. */
  bookedAs?: string;
  /** The main guest, or a fellow traveller: the law asks each for other fields. */
  who: Role;
  /** The booked stay: the age on arrival and the document's validity to the end count from it. */
  stay: Stay;
  /** The group's name; "Traveller N" by the traveller's place in the form when left out. */
  legend?: string;
  /** The traveller's signature the service holds, shown back until they sign again. */
  signature?: StoredSignature;
  /** The traveller fills in their own entry elsewhere (an invite): only `children` show. */
  hideFields?: boolean;
  /** What the group shows of the traveller above their fields (the travellers step's invite). */
  children?: ReactNode;
}) {
  const t = useT();
  const { lang } = useSite();
  const bind = useFormField(form);
  const documentFill = useDocumentFill(form);
  const values = useWatch({ control: form.control, name: `travellers.${index}` });
  // Asked of this role by nationality or age: a change of either may bring the pad, ready by then.
  const signatureLikely = !hideFields && signatureMayBeAsked(rules, who);
  useEffect(() => {
    if (hideFields) return;
    afterLoadIdle(preloadTravellerChecks);
    if (signatureLikely) afterLoadIdle(signaturePad.preload);
  }, [hideFields, signatureLikely]);
  const needs = hideFields ? [] : fieldNeeds(rules, who, personOf(values, stay.checkin));
  // Whose law asks for the signature: its message names the country (no rules of its own: none asked).
  const signedFor =
    !hideFields && signatureRequired(rules, { role: who, values }, stay) ? rules.country : null;
  const messageValues = {
    document: values.passportType || 'other',
    date: formatDay(stay.checkout, lang),
  };
  // Every field the law may ask of this traveller: a scan fills those not yet shown too (a document
  // read as Spanish asks for its support number), each kept should the nationality bring it.
  const scannable = hideFields ? [] : layoutFor(rules, who);
  const optionsFor = (field: TravellerField): readonly Option[] | undefined => {
    if (field === 'salutation')
      return ['M', 'F'].map((value) => ({ value, label: t(`field.salutation.${value as 'M' | 'F'}`) }));
    if (field === 'passportType')
      return PASSPORT_TYPES.map((value) => ({ value, label: t(`field.passportType.${value}`) }));
    if (field === 'maritalStatus')
      return MARITAL_STATUSES.map((value) => ({ value, label: t(`field.maritalStatus.${value}`) }));
    if (field === 'relationship')
      return RELATIONSHIPS.map((value) => ({ value, label: t(`field.relationship.${value}`) }));
    return undefined;
  };
  const hintFor = (field: TravellerField) => {
    if (field === 'birthday') return bookedAs;
    if (field === 'documentSupportNumber') return t('field.documentSupportNumber.hint');
    return undefined;
  };
  return (
    <fieldset>
      <legend>{legend ?? t('pc.travellers.traveller', { number: index + 1 })}</legend>
      {children}
      {canScanInto(scannable) && (
        <ScanDocumentButton
          fields={scannable}
          onRead={(document) => documentFill.fill(`travellers.${index}`, document)}
        />
      )}
      {needs.map(({ field, need }) => {
        const name = `travellers.${index}.${field}` as const;
        const label = t(`field.${field}` as MessageId);
        const shared = {
          label,
          hint: documentFill.hint(name, hintFor(field)),
          optional: need === 'optional',
        };
        if (isDateField(field))
          return (
            <DateField
              key={field}
              form={form}
              name={name}
              example={exampleDay(field, stay)}
              messageValues={messageValues}
              {...shared}
            />
          );
        const binding = bind(name, { messageValues });
        if (COUNTRY_FIELDS.includes(field)) return <CountryField key={field} {...shared} {...binding} />;
        const options = optionsFor(field);
        if (options) return <SelectField key={field} options={options} {...shared} {...binding} />;
        return <TextField key={field} type={field === 'phone' ? 'tel' : 'text'} {...shared} {...binding} />;
      })}
      {signedFor && (
        <Suspense fallback={null}>
          <TravellerSignature
            form={form}
            index={index}
            signerName={signerNameOf(
              // The names the law asks of them: what the service keeps and a typed signature matches.
              Object.fromEntries(needs.map(({ field }) => [field, values[field]])),
            )}
            stored={signature}
            country={signedFor}
          />
        </Suspense>
      )}
    </fieldset>
  );
}
