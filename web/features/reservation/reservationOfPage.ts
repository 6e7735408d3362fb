/** The reservation the reservations layout loaded, for the pages of other features under it. */
export { useReservation } from './components/ReservationContext.tsx';
