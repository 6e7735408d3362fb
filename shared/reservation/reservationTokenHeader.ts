/**
 * A call keyed by booking number carries the booking's token in this header; the edge
 * forwards it only when the token's reservation has that number.
 */
export const RESERVATION_TOKEN_HEADER = 'X-Reservation-Token';
