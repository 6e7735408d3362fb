import { pathTo } from '../../../../shared/routes/routePaths.ts';
import type { ReactNode } from 'react';
import type { MessageId } from '../../../i18n/catalog.ts';
import { useT } from '../../../i18n/useT.ts';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { Refused } from './Refused.tsx';
import { useReservation } from './ReservationContext.tsx';
import { guestOffer } from '../../../../shared/reservation/guestOffers.ts';
import type { GuestAction } from '../../../../shared/reservation/reservationState.ts';
import { todayIso } from '../../../../shared/reservation/stay.ts';

/**
 * A reservation action's page: its title, the stay it is about, and the way back. With `action`,
 * a booking that does not offer it says why instead of the form, unless the guest has just `done`
 * it (a paid, cancelled or refunded booking no longer offers what the page shows the outcome of).
 */
export function ActionPage({
  title,
  action,
  done = false,
  back,
  children,
}: {
  title: MessageId;
  action?: GuestAction;
  done?: boolean;
  /** Where the page came from, when not the overview (the arrival page), and its link's text. */
  back?: { to: string; label: MessageId };
  children: ReactNode;
}) {
  const t = useT();
  const reservation = useReservation();
  const offer = action && !done ? guestOffer(reservation, action, todayIso()) : null;
  const refused = offer && !offer.offered ? offer.reason : null;
  return (
    <article className="action-page">
      <PageTitle>{`${t(title)}: ${reservation.accommodation.name}`}</PageTitle>
      <p>
        <LocalizedLink to={back?.to ?? pathTo('reservation', { token: reservation.token })}>
          ← {t(back?.label ?? 'res.back')}
        </LocalizedLink>
      </p>
      <header className="page-heading">
        <p className="eyebrow">
          {reservation.accommodation.name} · {t('reservation.number', { number: reservation.number })}
        </p>
        <h1>{t(title)}</h1>
      </header>
      {action && refused ? <Refused action={action} reason={refused} place="page" /> : children}
    </article>
  );
}
