/**
 * What other features use of the reservation: the pages of other features under the reservations
 * layout (the arrival page) read the reservation it loaded, and keep the booking's own calls for
 * offline use with theirs.
 */
export { useReservation } from './components/ReservationContext.tsx';
