import type { ReactNode } from 'react';
import type { MessageId } from '../../i18n/catalog.ts';
import { useT } from '../../i18n/useT.ts';
import { LocalizedLink } from '../LocalizedLink.tsx';
import { PageTitle } from '../PageTitle.tsx';
import { useReservation } from './ReservationContext.tsx';
import { isChangeable, todayIso } from '../../../shared/stay.ts';

/**
 * A reservation action's page: its title, the stay it is about, and the way back. With
 * `onlyWhileChangeable`, a booking that is cancelled or has begun says so instead of the form.
 */
export function ActionPage({
  title,
  onlyWhileChangeable = false,
  children,
}: {
  title: MessageId;
  onlyWhileChangeable?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const reservation = useReservation();
  const closed = onlyWhileChangeable && !isChangeable(reservation, todayIso());
  return (
    <article className="action-page">
      <PageTitle>{`${t(title)}: ${reservation.accommodation.name}`}</PageTitle>
      <p>
        <LocalizedLink to="..">← {t('res.back')}</LocalizedLink>
      </p>
      <header className="page-heading">
        <p className="eyebrow">
          {reservation.accommodation.name} · {t('reservation.number', { number: reservation.number })}
        </p>
        <h1>{t(title)}</h1>
      </header>
      {closed ? <p className="panel">{t('action.notModifiable')}</p> : children}
    </article>
  );
}
