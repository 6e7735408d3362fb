import { useForm, type FieldErrors, type Resolver } from '../../../ui/forms/useForm.ts';
import { usePrecheckinCalls } from '../components/usePrecheckinCalls.ts';
import { StepForm } from '../components/StepForm.tsx';
import { usePrecheckin } from '../components/PrecheckinContext.tsx';
import { useStepDraft } from '../components/useStepDraft.ts';
import { useStepSave } from '../components/useStepSave.ts';
import { TravellerFieldset, type TravellerForm } from '../components/TravellerFieldset.tsx';
import { RegistrationPrivacyLine } from '../components/RegistrationPrivacyLine.tsx';
import { useT } from '../../../i18n/useT.ts';
import { todayIso } from '../../../../shared/reservation/stay.ts';
import { travellerSlots } from '../../../../shared/precheckin/precheckin.ts';
import { rulesFor } from '../../../../shared/precheckin/countryRules/rulesFor.ts';
import type { Role } from '../../../../shared/precheckin/countryRules/countryRules.ts';
import {
  registrationFields,
  registrationProblems,
} from '../../../../shared/precheckin/countryRules/registrationProblems.ts';

const roleOf = (index: number): Role => (index === 0 ? 'first' : 'fellow');

/**
 * SPEC §3 travellers: one form each, numbered from 1, with what the law of the house's country
 * asks of each (issue 31), checked by the same rules as the service; issue 15: each birthday
 * within the age group booked for that traveller on arrival.
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
      const problems = registrationProblems(rules, roleOf(index), traveller, stay, todayIso(), slots[index]);
      for (const [field, message] of Object.entries(problems))
        (errors[index] ??= {})[field] = { type: 'validate', message };
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
        );
      }),
    },
  });
  const draft = useStepDraft(form, precheckin.token, 'travellers');
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
