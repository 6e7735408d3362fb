import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import { CopyableLink } from '../../../ui/CopyableLink.tsx';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { usePrecheckin } from './PrecheckinContext.tsx';
import { usePrecheckinCalls, usePrecheckinChange } from '../hooks/usePrecheckinCalls.ts';

/** The page an invite link opens (shared/routes/routeTable.ts), without a language: the traveller's browser chooses. */
const inviteUrl = (token: string) =>
  typeof window === 'undefined'
    ? ''
    : new URL(pathTo('precheckin-invite', { token }), window.location.origin).href;

/**
 * An invited traveller's link on the travellers step, to share or copy, a new link (the
 * old one stops) or none (the main guest fills in the entry again). `onChanged` tells of a change
 * done (TravellerInvite's status takes the focus).
 */
export function InviteLink({
  number,
  token,
  onChanged,
}: {
  number: number;
  /** The invite's own token, which the link carries. */
  token: string;
  onChanged: (text: string) => () => void;
}) {
  const t = useT();
  const { lang } = useSite();
  const calls = usePrecheckinCalls();
  const { accommodation, checkin, checkout } = usePrecheckin().reservation;
  const renew = usePrecheckinChange(
    () => calls.changeInvite(number, 'issue'),
    onChanged(t('pc.invite.renewed', { number })),
  );
  const withdraw = usePrecheckinChange(
    () => calls.changeInvite(number, 'withdraw'),
    onChanged(t('pc.invite.withdrawn', { number })),
  );
  const busy = renew.isPending || withdraw.isPending;
  return (
    <>
      <CopyableLink
        url={inviteUrl(token)}
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
          loading={renew.isPending}
          disabled={busy}
          onClick={() => renew.mutate()}
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
  );
}
