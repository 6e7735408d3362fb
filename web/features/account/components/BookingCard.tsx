import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { useSite } from '../../../platform/siteContext.tsx';
import { documentUrl } from '../user.ts';
import { formatDay } from '../../../i18n/formatDay.ts';
import { useT } from '../../../i18n/useT.ts';
import type { MessageId } from '../../../i18n/catalog.ts';
import { LocalizedLink } from '../../../ui/LocalizedLink.tsx';
import { DocumentLink } from '../../../ui/DocumentLink.tsx';
import { AccommodationCard } from '../../accommodation/AccommodationCard.tsx';
import { DeferredBookmarkHeart } from '../../wishlists/DeferredBookmarkHeart.tsx';
import { bookingStatus } from '../../../../shared/reservation/bookingStatus.ts';
import { offeredDocuments } from '../../../../shared/reservation/voucher.ts';
import type { Booking } from '../../../../shared/account/schemas/user.ts';

function documentLabel(name: string): MessageId {
  if (name === 'invoice') return 'acc.document.invoice';
  return name === 'voucher' ? 'acc.document.voucher' : 'acc.document.other';
}

/**
 * A booking in the account: the accommodation's card, with the booking's number and dates, its
 * SPEC §4 card status, links to its reservation page (and pre-check-in), and its documents as PDF
 * downloads; the heart keeps the house for another stay.
 */
export function BookingCard({ booking, today }: { booking: Booking; today: string }) {
  const t = useT();
  const { lang } = useSite();
  const status = bookingStatus(booking, today);
  const { number } = booking;
  const documents = offeredDocuments(booking);
  return (
    <AccommodationCard code={booking.accommodation.code} Bookmark={DeferredBookmarkHeart}>
      <p>{t('acc.booking.number', { number })}</p>
      <p>
        {t('acc.booking.dates', {
          checkin: formatDay(booking.checkin, lang),
          checkout: formatDay(booking.checkout, lang),
        })}
      </p>
      <p>
        <span className="visually-hidden">{t('acc.booking.status')}: </span>
        <span className={`badge badge-${status}`}>{t(`acc.booking.status.${status}`)}</span>
      </p>
      <ul className="booking-links">
        <li>
          <LocalizedLink to={pathTo('reservation', { token: booking.token })}>
            {t('acc.booking.open', { number })}
          </LocalizedLink>
        </li>
        {booking.precheckin && status === 'upcoming' && !booking.precheckin.completed && (
          <li>
            <LocalizedLink to={pathTo('layout-precheckin', { token: booking.precheckin.token })}>
              {t('acc.booking.precheckin', { number })}
            </LocalizedLink>
          </li>
        )}
      </ul>
      {documents.length > 0 && (
        <div className="booking-documents">
          <h4>{t('acc.booking.documents')}</h4>
          <ul>
            {documents.map(({ name }) => (
              <li key={name}>
                <DocumentLink
                  href={documentUrl(number, name)}
                  fileName={`${name}-${number}.pdf`}
                  label={t(documentLabel(name), { name, number })}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </AccommodationCard>
  );
}
