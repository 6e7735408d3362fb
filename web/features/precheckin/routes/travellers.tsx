import { useQuery } from '@tanstack/react-query';
import { useForm } from '../../../ui/forms/useForm.ts';
import { useApi } from '../../../platform/useApi.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { precheckinQuery } from '../api/precheckin.ts';
import { usePrecheckinCalls } from '../hooks/usePrecheckinCalls.ts';
import { StepForm } from '../components/StepForm.tsx';
import { usePrecheckin } from '../components/PrecheckinContext.tsx';
import { useStepDraft } from '../hooks/useStepDraft.ts';
import { useCountryRules } from '../model/countryRulesOnDemand.ts';
import { useStepSave } from '../hooks/useStepSave.ts';
import { useBookedAs } from '../hooks/useBookedAs.ts';
import { TravellerFieldset } from '../components/TravellerFieldset.tsx';
import { TravellerInvite } from '../components/TravellerInvite.tsx';
import { AgeGroupFix } from '../components/AgeGroupFix.tsx';
import { travellerChecks, travellerResolver } from '../model/travellerResolver.ts';
import { travellerValues, withoutSignatures, type TravellerForm } from '../model/travellerForm.ts';
import { RegistrationPrivacyLine } from '../components/RegistrationPrivacyLine.tsx';
import { travellerSlots } from '../../../../shared/precheckin/precheckin.ts';
import type { Role } from '../../../../shared/precheckin/countryRules/countryRules.ts';

const roleOf = (index: number): Role => (index === 0 ? 'first' : 'fellow');

/**
 * SPEC §3 travellers: one form each, numbered from 1, with what the law of the house's country
 * asks of each, checked by the same rules as the service, and each one's signature where
 * that law asks for it; each birthday within the age group booked for that
 * traveller on arrival. A fellow traveller may be invited to fill in their own entry
 * (and sign it); the step asks the main guest for the others.
 */
export function Component() {
  const calls = usePrecheckinCalls();
  const precheckin = usePrecheckin();
  const refresh = useInvitesKeptCurrent();
  const bookedAs = useBookedAs();
  const stay = precheckin.reservation;
  const rules = useCountryRules(precheckin.registration.country);
  const layoutOf = (index: number) => (index === 0 ? precheckin.layoutFirst : precheckin.layoutFellows);
  const slots = travellerSlots(precheckin.paxTypes);
  const invited = (index: number) => precheckin.invites.some((invite) => invite.number === index + 1);
  const savedOf = (index: number) => precheckin.travelers.find((traveller) => traveller.number === index + 1);
  const form = useForm<TravellerForm>({
    resolver: travellerResolver(rules, stay, (index) =>
      invited(index)
        ? null
        : { role: roleOf(index), slot: slots[index], signed: !!savedOf(index)?.signature },
    ),
    defaultValues: {
      travellers: Array.from({ length: precheckin.travellerCount }, (_, index) =>
        travellerValues(layoutOf(index), savedOf(index)),
      ),
    },
  });
  const draft = useStepDraft(form, precheckin.token, 'travellers', withoutSignatures);
  const save = useStepSave('travellers', form);
  const submit = form.handleSubmit(async (values) => {
    // Loaded by the check that let the form through.
    const { registrationEntry } = await travellerChecks();
    const saved = await save(
      () =>
        calls.saveStep(
          'travellers',
          values.travellers.flatMap((traveller, index) =>
            invited(index)
              ? []
              : [
                  {
                    ...registrationEntry(rules, roleOf(index), traveller, stay.checkin),
                    uuid: savedOf(index)?.uuid,
                    number: index + 1,
                  },
                ],
          ),
        ),
      draft.clear,
    );
    // Refused: a traveller may have been invited from another device meanwhile.
    if (!saved) void refresh();
  });
  return (
    <StepForm
      title="page.precheckin.travellers"
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      restored={draft.restored}
    >
      <RegistrationPrivacyLine byLaw={rules.registration !== null} />
      {Array.from({ length: precheckin.travellerCount }, (_, index) => (
        <TravellerFieldset
          key={index}
          form={form}
          index={index}
          rules={rules}
          bookedAs={bookedAs(slots[index])}
          who={roleOf(index)}
          stay={stay}
          signature={savedOf(index)?.signature}
          hideFields={invited(index)}
        >
          {index > 0 && <TravellerInvite number={index + 1} />}
          {form.formState.errors.travellers?.[index]?.birthday?.message === 'outsideCategory' && (
            <AgeGroupFix />
          )}
        </TravellerFieldset>
      ))}
    </StepForm>
  );
}

/**
 * An invited traveller fills in their entry on their own phone, so the step asks for the
 * pre-check-in again whenever the main guest comes back to it (from the chat they shared the link in).
 */
function useInvitesKeptCurrent() {
  const api = useApi();
  const { lang } = useSite();
  const { token } = usePrecheckin();
  return useQuery({ ...precheckinQuery(api, token, lang), refetchOnWindowFocus: 'always' }).refetch;
}
