import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { PageHeading } from '../../../ui/PageHeading.tsx';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { useSession } from '../../auth/session.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { useUser } from '../useUser.ts';
import { LinkAgainForm } from '../components/LinkAgainForm.tsx';
import { formatDay } from '../../../i18n/formatDay.ts';
import { useT } from '../../../i18n/useT.ts';
import { bookingStatus } from '../../../../shared/reservation/bookingStatus.ts';
import { todayIso } from '../../../../shared/reservation/stay.ts';
import type { Booking } from '../../../../shared/account/schemas/user.ts';

/**
 * The list pages: signed in, the account's reservations or open pre-check-ins with their links;
 * signed out, the way to a booking's link ("send me my link again").
 */
function ListPage({
  title,
  text,
  kind,
  children,
}: {
  title: 'page.reservations' | 'page.precheckins';
  text: 'list.reservations.text' | 'list.precheckins.text';
  kind: 'reservation' | 'precheckin';
  children: (bookings: Booking[]) => React.ReactNode;
}) {
  const t = useT();
  const { session, checking } = useSession();
  const { user } = useUser();
  return (
    <>
      <PageHeading title={title}>
        <p>{t(text)}</p>
      </PageHeading>
      {session && user && children(user.reservations)}
      {!checking && !session && <LinkAgainForm kind={kind} />}
    </>
  );
}

export function Reservations() {
  const t = useT();
  return (
    <ListPage title="page.reservations" text="list.reservations.text" kind="reservation">
      {(bookings) => (
        <section className="panel" aria-labelledby="your-reservations">
          <h2 id="your-reservations">{t('acc.reservations.yours')}</h2>
          {bookings.length === 0 && <p>{t('acc.reservations.none')}</p>}
          <ul>
            {bookings.map((booking) => (
              <li key={booking.number}>
                <LocalizedLink to={pathTo('reservation', { token: booking.token })}>
                  {t('acc.booking.open', { number: booking.number })}
                </LocalizedLink>{' '}
                · {booking.accommodation.name} ·{' '}
                {t(`acc.booking.status.${bookingStatus(booking, todayIso())}`)}
              </li>
            ))}
          </ul>
          <LocalizedLink to={pathTo('myaccount-bookings')}>{t('acc.reservations.add')}</LocalizedLink>
        </section>
      )}
    </ListPage>
  );
}

export function Precheckins() {
  const t = useT();
  const { lang } = useSite();
  const today = todayIso();
  return (
    <ListPage title="page.precheckins" text="list.precheckins.text" kind="precheckin">
      {(bookings) => {
        const open = bookings.filter(
          (b) => b.precheckin && !b.precheckin.completed && bookingStatus(b, today) === 'upcoming',
        );
        return (
          <section className="panel" aria-labelledby="your-precheckins">
            <h2 id="your-precheckins">{t('acc.precheckins.yours')}</h2>
            {open.length === 0 && <p>{t('acc.precheckins.none')}</p>}
            <ul>
              {open.map(({ number, precheckin, accommodation }) => (
                <li key={number}>
                  <LocalizedLink to={pathTo('layout-precheckin', { token: precheckin!.token })}>
                    {t('acc.booking.precheckin', { number })}
                  </LocalizedLink>{' '}
                  · {accommodation.name}
                  {precheckin!.availableFrom && precheckin!.availableFrom > today && (
                    <>
                      {' '}
                      ·{' '}
                      {t('acc.precheckins.availableFrom', {
                        date: formatDay(precheckin!.availableFrom, lang),
                      })}
                    </>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      }}
    </ListPage>
  );
}
