/** The reservation the reservations layout loaded, for the pages of other features under it. */
export { useReservation } from './components/ReservationContext.tsx';
/** What a reservation page keeps for offline use of the booking's own calls (issue 30 point 4). */
export { overviewCalls } from './api/reservation.ts';
