import { useRef } from 'react';
import { useSite } from '../../../app/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import { CopyableLink } from '../../../ui/CopyableLink.tsx';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { toast } from '../../../ui/toasts.ts';
import { usePrecheckin } from './PrecheckinContext.tsx';
import { usePrecheckinCalls, usePrecheckinChange } from './usePrecheckinCalls.ts';

/** The page an invite link opens (shared/site/routeTable.ts), without a language: the traveller's browser chooses. */
const inviteUrl = (token: string) =>
  typeof window === 'undefined' ? '' : new URL(`/precheckins/invite/${token}`, window.location.origin).href;

/**
 * Issue 31: a fellow traveller's invitation on the travellers step: whether they are invited and
 * whether they have filled in their entry; the link to share or copy; a new link (the old one stops)
 * or none (the main guest fills in the entry again). After each, the status takes the focus, since
 * the button pressed is gone.
 */
export function TravellerInvite({ number }: { number: number }) {
  const t = useT();
  const { lang } = useSite();
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
    changed(t(invite ? 'pc.invite.renewed' : 'pc.invite.issued', { number })),
  );
  const withdraw = usePrecheckinChange(
    () => calls.changeInvite(number, 'withdraw'),
    changed(t('pc.invite.withdrawn', { number })),
  );
  const { accommodation, checkin, checkout } = precheckin.reservation;
  const name =
    [saved?.firstname, saved?.lastname].filter(Boolean).join(' ') || t('pc.travellers.traveller', { number });
  const busy = issue.isPending || withdraw.isPending;
  return (
    <div className="traveller-invite">
      <p ref={status} tabIndex={-1} className={`invite-status invite-${invite?.status ?? 'none'}`}>
        {invite?.status === 'done'
          ? t('pc.invite.status.done', { name })
          : t(invite ? 'pc.invite.status.invited' : 'pc.invite.status.none')}
      </p>
      {invite ? (
        <>
          <CopyableLink
            url={inviteUrl(invite.token)}
            texts={{
              label: t('pc.invite.link', { number }),
              copy: t('pc.invite.copy'),
              copied: t('pc.invite.copied'),
            }}
            share={{
              button: t('pc.invite.share'),
              title: t('pc.invite.shareTitle', { place: accommodation.place }),
              text: t('pc.invite.shareText', {
                place: accommodation.place,
                checkin: formatDay(checkin, lang),
                checkout: formatDay(checkout, lang),
              }),
            }}
          />
          <p className="hint">{t('pc.invite.linkHint')}</p>
          <div className="button-row">
            <LoadingButton
              variant="outline"
              loading={issue.isPending}
              disabled={busy}
              onClick={() => issue.mutate()}
            >
              {t('pc.invite.renew', { number })}
            </LoadingButton>
            <LoadingButton
              variant="outline"
              loading={withdraw.isPending}
              disabled={busy}
              onClick={() => withdraw.mutate()}
            >
              {t('pc.invite.withdraw', { number })}
            </LoadingButton>
          </div>
        </>
      ) : (
        <LoadingButton variant="outline" loading={issue.isPending} onClick={() => issue.mutate()}>
          {t('pc.invite.issue', { number })}
        </LoadingButton>
      )}
    </div>
  );
}
