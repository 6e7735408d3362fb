import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { useEffect, useRef, useState } from 'react';
import { isRouteErrorResponse, useParams, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portalContext } from '../../../platform/portalContext.ts';
import { useApi } from '../../../platform/useApi.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { ErrorContent } from '../../../ui/chrome/ErrorContent.tsx';
import { useForm, type Path } from '../../../ui/forms/useForm.ts';
import { GuestProblem } from '../../../ui/GuestProblem.tsx';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { validationFailure } from '../../../ui/routeValidation.ts';
import { toast } from '../../../ui/toasts.ts';
import { useT } from '../../../i18n/useT.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import type { MessageId } from '../../../i18n/catalog.ts';
import { inviteQuery, saveInvitedTraveller, type InviteLookup } from '../api/invites.ts';
import { lookupStatus } from '../../../platform/api/tokenLookup.ts';
import { StepForm } from '../components/StepForm.tsx';
import { TravellerFieldset } from '../components/TravellerFieldset.tsx';
import { travellerChecks, travellerResolver } from '../model/travellerResolver.ts';
import {
  travellerValues,
  withoutSignatures,
  type RegistrationEntry,
  type TravellerForm,
} from '../model/travellerForm.ts';
import { useBookedAs } from '../hooks/useBookedAs.ts';
import { draftStorage, forgetDrafts } from '../model/stepDrafts.ts';
import { useStepDraft } from '../hooks/useStepDraft.ts';
import { useCountryRules } from '../model/countryRulesOnDemand.ts';
import { isWellFormedToken } from '../../../../shared/routes/paths.ts';
import { statusOf, UpstreamError } from '../../../../shared/upstream/upstreamError.ts';
import type { InviteView } from '../../../../shared/precheckin/schemas/invite.ts';

/**
 * The invite is looked up before the page, which shows the traveller's form or why there is none,
 * and answers as a pre-check-in does: 404 for an invite that never was, 429 with `Retry-After` for a
 * client refused for guessing.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  if (!isWellFormedToken(params.token)) throw validationFailure();
  const { queryClient, api } = context.get(portalContext);
  const lookup = await queryClient.ensureQueryData(inviteQuery(api, params.token));
  return lookup.kind === 'notFound' || lookup.kind === 'rateLimited' ? lookupStatus(lookup) : null;
}

/** The page's heading, which also names its one form. */
const INVITE_HEADING = 'invite-heading';

/** The drafts key: one entry per invite, kept apart from the pre-check-in's steps. */
const DRAFT = 'invite';

/**
 * `/precheckins/invite/:token`: a fellow traveller's own entry of a pre-check-in, filled
 * in on their own phone. A link that has ended, or never was, says so and what to do.
 */
export function Component() {
  const { token = '' } = useParams();
  const api = useApi();
  const { data: lookup = { kind: 'notFound' } } = useQuery(inviteQuery(api, token));
  const outlived = lookup.kind === 'ended' || (lookup.kind === 'found' && lookup.data.closed !== null);
  useEffect(() => {
    // Nothing typed for an entry that takes no more changes is worth keeping on the device.
    if (!outlived) return;
    try {
      const storage = draftStorage();
      if (storage) forgetDrafts(storage, token);
    } catch {
      // No storage: nothing kept.
    }
  }, [outlived, token]);
  if (lookup.kind === 'found') return <InvitedTraveller token={token} view={lookup.data} />;
  if (lookup.kind === 'rateLimited') return <GuestProblem problem={lookup} subject="precheckin" />;
  return <Unavailable lookup={lookup} />;
}

function InvitedTraveller({ token, view }: { token: string; view: InviteView }) {
  const t = useT();
  const { lang } = useSite();
  const { accommodation, checkin, checkout } = view.stay;
  return (
    <div className="precheckin invite-page">
      <header className="page-heading">
        <h1 id={INVITE_HEADING}>{t('pc.invite.title')}</h1>
        <p>
          {t('pc.intro', {
            name: accommodation.name,
            place: accommodation.place,
            checkin: formatDay(checkin, lang),
            checkout: formatDay(checkout, lang),
          })}
        </p>
        <p>{t('pc.invite.intro')}</p>
      </header>
      {view.closed ? (
        <p className="notice" role="status">
          <PageTitle>{`${t('pc.invite.title')} · ${t('page.precheckin')}`}</PageTitle>
          {t(`pc.invite.closed.${view.closed}`)}
        </p>
      ) : (
        <TravellerEntry token={token} view={view} />
      )}
    </div>
  );
}

/**
 * The traveller's form: what the law of the house's country asks of a fellow traveller,
 * their signature where it asks for one, checked and sent as on the travellers step;
 * drafts kept on this device until saved, as there (without a signature's image).
 */
function TravellerEntry({ token, view }: { token: string; view: InviteView }) {
  const t = useT();
  const bookedAs = useBookedAs();
  const api = useApi();
  const queryClient = useQueryClient();
  const savedNotice = useRef<HTMLParagraphElement>(null);
  // Each save moves the focus to the notice that says it is saved (the form stays for corrections).
  const [saves, setSaves] = useState(0);
  // The cache tells the page of the save a moment after it answers: the notice may come after.
  useEffect(() => {
    if (saves > 0) savedNotice.current?.focus();
  }, [saves, view.savedAt]);
  const rules = useCountryRules(view.country);
  const form = useForm<TravellerForm>({
    resolver: travellerResolver(rules, view.stay, () => ({
      role: 'fellow',
      slot: view.slot ?? undefined,
      signed: !!view.signature,
    })),
    defaultValues: { travellers: [travellerValues(view.layout, view.traveller)] },
  });
  const draft = useStepDraft(form, token, DRAFT, withoutSignatures);
  const query = inviteQuery(api, token);
  const save = useMutation({
    mutationFn: (traveller: RegistrationEntry) => saveInvitedTraveller(api, token, traveller),
    onSuccess: (updated) => {
      const found: InviteLookup = { kind: 'found', data: updated };
      queryClient.setQueryData(query.queryKey, found);
    },
  });
  const submit = form.handleSubmit(async ({ travellers: [traveller = {}] }) => {
    try {
      // Loaded by the check that let the form through.
      const { registrationEntry } = await travellerChecks();
      await save.mutateAsync(registrationEntry(rules, 'fellow', traveller, view.stay.checkin));
      draft.clear();
      toast.success(t('pc.saved'));
      setSaves((count) => count + 1);
    } catch (error) {
      const refused =
        error instanceof UpstreamError && error.status === 400 ? Object.entries(error.fields) : [];
      for (const [field, message] of refused)
        form.setError(`travellers.0.${field}` as Path<TravellerForm>, { message });
      if (refused[0]) form.setFocus(`travellers.0.${refused[0][0]}` as Path<TravellerForm>);
      toast.error(t(refused.length > 0 ? 'pc.fixErrors' : 'pc.failed'));
      // Closed or ended meanwhile: the page then says so; what was typed stays in the draft.
      if (statusOf(error) === 409 || statusOf(error) === 410) void queryClient.invalidateQueries(query);
    }
  });
  return (
    <>
      {view.savedAt && (
        <p ref={savedNotice} tabIndex={-1} className="notice notice-success" role="status">
          {t('pc.invite.saved')}
        </p>
      )}
      <StepForm
        title="pc.invite.legend"
        onSubmit={submit}
        busy={form.formState.isSubmitting}
        restored={draft.restored}
        submitLabel="pc.invite.save"
        labelledBy={INVITE_HEADING}
      >
        <TravellerFieldset
          form={form}
          index={0}
          rules={rules}
          bookedAs={bookedAs(view.slot)}
          who="fellow"
          stay={view.stay}
          legend={t('pc.invite.legend')}
          signature={view.signature}
        />
      </StepForm>
    </>
  );
}

const UNAVAILABLE: Record<'ended' | 'notFound', { title: MessageId; text: MessageId }> = {
  ended: { title: 'pc.invite.ended.title', text: 'pc.invite.ended.text' },
  notFound: { title: 'pc.invite.notFound.title', text: 'pc.invite.notFound.text' },
};

/** A link withdrawn, replaced or past checkout, or one that never was: what happened, and who can help. */
function Unavailable({ lookup }: { lookup: { kind: 'ended' | 'notFound' } }) {
  const t = useT();
  const texts = UNAVAILABLE[lookup.kind];
  return (
    <section className="invite-unavailable">
      <PageTitle>{t(texts.title)}</PageTitle>
      <h1>{t(texts.title)}</h1>
      <p>{t(texts.text)}</p>
      <LocalizedLink to={pathTo('home')} className="button outline">
        {t('error.home')}
      </LocalizedLink>
    </section>
  );
}

/** A refused route shows the error page; a failed look-up the guest error page, with a way on. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorContent />;
  return <GuestProblem problem={{ kind: 'failed' }} subject="precheckin" />;
}
