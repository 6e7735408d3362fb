import { useState } from 'react';
import { useFocusOnChange } from '../../../ui/useFocusOnChange.ts';
import { useT } from '../../../i18n/useT.ts';
import { todayIso } from '../../../../shared/reservation/stay.ts';
import type { Booking } from '../../../../shared/account/schemas/user.ts';
import { BookingCard } from './BookingCard.tsx';

/** The first page of bookings, and how many more each "Load more" shows. */
const BOOKINGS_PAGE_SIZE = 10;

/** The account's bookings, 10 at first and 10 more per "Load more"; an empty state says how they get here. */
export function BookingList({ bookings }: { bookings: Booking[] }) {
  const t = useT();
  const [shown, setShown] = useState(BOOKINGS_PAGE_SIZE);
  // "Load more" hands the focus to the first booking it brought, where the reading goes on.
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const firstNewItem = useFocusOnChange<HTMLLIElement>(firstNew);
  const today = todayIso();
  if (bookings.length === 0)
    return (
      <section className="panel" aria-labelledby="bookings-empty">
        <h2 id="bookings-empty">{t('acc.bookings.empty.title')}</h2>
        <p>{t('acc.bookings.empty.text')}</p>
      </section>
    );
  const visible = bookings.slice(0, shown);
  return (
    <section aria-labelledby="bookings-heading">
      <h2 id="bookings-heading">{t('acc.bookings.heading')}</h2>
      <p aria-live="polite">{t('acc.bookings.count', { shown: visible.length, total: bookings.length })}</p>
      <ul className="card-grid">
        {visible.map((booking, index) => (
          <li key={booking.number} {...(index === firstNew && { ref: firstNewItem, tabIndex: -1 })}>
            <BookingCard booking={booking} today={today} />
          </li>
        ))}
      </ul>
      {shown < bookings.length && (
        <button
          type="button"
          className="button outline"
          onClick={() => {
            setFirstNew(shown);
            setShown(shown + BOOKINGS_PAGE_SIZE);
          }}
        >
          {t('acc.bookings.loadMore')}
        </button>
      )}
    </section>
  );
}
