import { PageHeading } from '../../components/PageHeading.tsx';
import { WithUser } from '../../components/account/WithUser.tsx';
import { BookingList } from '../../components/account/BookingList.tsx';
import { LinkReservation } from '../../components/account/LinkReservation.tsx';

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
