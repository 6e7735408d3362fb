import { PageHeading } from '../../../ui/PageHeading.tsx';
import { WithUser } from '../components/WithUser.tsx';
import { BookingList } from '../components/BookingList.tsx';
import { LinkReservation } from '../components/LinkReservation.tsx';

/** /myaccount/bookings: the linked bookings with their documents, and linking another one. */
export function Component() {
  return (
    <>
      <PageHeading title="page.bookings" />
      <WithUser>
        {(user, setUser) => (
          <>
            <BookingList bookings={user.reservations} />
            <LinkReservation onLinked={setUser} />
          </>
        )}
      </WithUser>
    </>
  );
}
