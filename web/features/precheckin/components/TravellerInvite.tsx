import { Suspense, useRef } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { toast } from '../../../ui/toasts.ts';
import { loadedOnDemand } from '../../../ui/loadedOnDemand.ts';
import { usePrecheckin } from './PrecheckinContext.tsx';
import { usePrecheckinCalls, usePrecheckinChange } from '../hooks/usePrecheckinCalls.ts';

// The link and its controls load once there is an invite, or as the guest is about to ask for one
// (a pointer or the focus on the button): a step whose travellers are not invited never needs them.
const inviteLink = loadedOnDemand(() => import('./InviteLink.tsx').then((module) => module.InviteLink));
const InviteLink = inviteLink.Component;

/**
 * A fellow traveller's invitation on the travellers step: whether they are invited and
 * whether they have filled in their entry; the link to share or copy; a new link (the old one stops)
 * or none (the main guest fills in the entry again). After each, the status takes the focus, since
 * the button pressed is gone.
 */
export function TravellerInvite({ number }: { number: number }) {
  const t = useT();
  const precheckin = usePrecheckin();
  const calls = usePrecheckinCalls();
  const status = useRef<HTMLParagraphElement>(null);
  const invite = precheckin.invites.find((candidate) => candidate.number === number);
  const saved = precheckin.travelers.find((traveller) => traveller.number === number);
  const changed = (text: string) => () => {
    status.current?.focus();
    toast.success(text);
  };
  const issue = usePrecheckinChange(
    () => calls.changeInvite(number, 'issue'),
    changed(t('pc.invite.issued', { number })),
  );
  const name =
    [saved?.firstname, saved?.lastname].filter(Boolean).join(' ') || t('pc.travellers.traveller', { number });
  return (
    <div className="traveller-invite">
      <p ref={status} tabIndex={-1} className={`invite-status invite-${invite?.status ?? 'none'}`}>
        {invite?.status === 'done'
          ? t('pc.invite.status.done', { name })
          : t(invite ? 'pc.invite.status.invited' : 'pc.invite.status.none')}
      </p>
      {invite ? (
        <Suspense fallback={null}>
          <InviteLink number={number} token={invite.token} onChanged={changed} />
        </Suspense>
      ) : (
        <LoadingButton
          variant="outline"
          loading={issue.isPending}
          onPointerEnter={inviteLink.preload}
          onFocus={inviteLink.preload}
          onClick={() => issue.mutate()}
        >
          {t('pc.invite.issue', { number })}
        </LoadingButton>
      )}
    </div>
  );
}
