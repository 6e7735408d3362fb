import { useForm, type FieldErrors, type Resolver } from '../../../ui/forms/useForm.ts';
import { usePrecheckinCalls } from '../components/usePrecheckinCalls.ts';
import { StepForm } from '../components/StepForm.tsx';
import { usePrecheckin } from '../components/PrecheckinContext.tsx';
import { useStepDraft } from '../components/useStepDraft.ts';
import { useStepSave } from '../components/useStepSave.ts';
import { TravellerFieldset } from '../components/TravellerFieldset.tsx';
import {
  signerNameOf,
  withoutSignatures,
  type TravellerEntry,
  type TravellerForm,
} from '../components/travellerForm.ts';
import { RegistrationPrivacyLine } from '../components/RegistrationPrivacyLine.tsx';
import { useT } from '../../../i18n/useT.ts';
import { todayIso } from '../../../../shared/reservation/stay.ts';
import { travellerSlots, type TravellerValues } from '../../../../shared/precheckin/precheckin.ts';
import { rulesFor } from '../../../../shared/precheckin/countryRules/rulesFor.ts';
import type { Role } from '../../../../shared/precheckin/countryRules/countryRules.ts';
import {
  registrationFields,
  registrationProblems,
} from '../../../../shared/precheckin/countryRules/registrationProblems.ts';
import { signatureProblem, signatureRequired } from '../../../../shared/precheckin/countryRules/signature.ts';

const roleOf = (index: number): Role => (index === 0 ? 'first' : 'fellow');

/**
 * SPEC §3 travellers: one form each, numbered from 1, with what the law of the house's country
 * asks of each (issue 31), checked by the same rules as the service, and each one's signature where
 * that law asks for it (point 3); issue 15: each birthday within the age group booked for that
 * traveller on arrival.
 */
export function Component() {
  const t = useT();
  const calls = usePrecheckinCalls();
  const precheckin = usePrecheckin();
  const stay = precheckin.reservation;
  const rules = rulesFor(precheckin.registration.country);
  const layoutOf = (index: number) => (index === 0 ? precheckin.layoutFirst : precheckin.layoutFellows);
  const slots = travellerSlots(precheckin.paxTypes);
  const resolver: Resolver<TravellerForm> = async (values) => {
    const errors: Record<string, Record<string, { type: string; message: string }>> = {};
    values.travellers.forEach((traveller, index) => {
      const role = roleOf(index);
      const signed = !!traveller.signature || !!precheckin.travelers[index]?.signature;
      const problems = {
        ...registrationProblems(rules, role, traveller, stay, todayIso(), slots[index]),
        signature: signatureProblem(rules, { role, values: traveller, signed }, stay),
      };
      for (const [field, message] of Object.entries(problems))
        if (message) (errors[index] ??= {})[field] = { type: 'validate', message };
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
        ) as TravellerValues;
      }),
    },
  });
  const draft = useStepDraft(form, precheckin.token, 'travellers', withoutSignatures);
  /** A new signature, where the law asks this traveller for one; a drawn one signs as named now. */
  const signatureToSend = ({ signature, ...values }: TravellerEntry, index: number) => {
    if (!signature || !signatureRequired(rules, { role: roleOf(index), values }, stay)) return {};
    return {
      signature: signature.method === 'drawn' ? { ...signature, name: signerNameOf(values) } : signature,
    };
  };
  const save = useStepSave('travellers', form);
  // Only what the law asks of each traveller is sent: a field that no longer applies stays behind.
  const submit = form.handleSubmit((values) =>
    save(
      () =>
        calls.saveStep(
          'travellers',
          values.travellers.map((traveller, index) => ({
            ...Object.fromEntries(
              registrationFields(rules, roleOf(index), traveller, stay.checkin).map((field) => [
                field,
                traveller[field],
              ]),
            ),
            ...signatureToSend(traveller, index),
            uuid: precheckin.travelers[index]?.uuid,
            number: index + 1,
          })),
        ),
      draft.clear,
    ),
  );
  const bookedAs = (index: number) => {
    const slot = slots[index];
    if (!slot) return undefined;
    return t('pc.travellers.booked', {
      category: t(`pc.pax.category.${slot.category}`),
      from: slot.from,
      to: slot.to,
    });
  };
  return (
    <StepForm
      title="page.precheckin.travellers"
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      restored={draft.restored}
    >
      <RegistrationPrivacyLine />
      {Array.from({ length: precheckin.travellerCount }, (_, index) => (
        <TravellerFieldset key={index} form={form} index={index} rules={rules} bookedAs={bookedAs(index)} />
      ))}
    </StepForm>
  );
}
