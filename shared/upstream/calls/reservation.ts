import type { CallEntry } from '../callFacts.ts';

/**
 * A booking's calls: by its token to read it, by its number (and its token) to change it. SPEC §6: a
 * change carries its verified code (`Authorization: Authcode 123456`).
 */

export const reservationCall = {
  method: 'GET',
  path: '/webcc-api/v1/booking/reservations/:token',
  token: 'inPath',
  personalData: true,
  keptOffline: true,
} as const satisfies CallEntry;
export const voucherCall = {
  method: 'GET',
  path: '/webcc-api/v1/booking/reservations/voucher/:token',
  token: 'inPath',
  personalData: true,
  keptOffline: true,
} as const satisfies CallEntry;
export const reservationDocumentCall = {
  method: 'GET',
  path: '/webcc-api/v1/booking/reservations/:token/documents/:document',
  token: 'inPath',
  personalData: true,
  keptOffline: true,
} as const satisfies CallEntry;
export const checkAuthcodeCall = {
  method: 'GET',
  path: '/webcc-api/v1/booking/reservations/:number/authcodes/:code',
  bookingNumber: 'inPath',
  personalData: true,
  limit: 'code',
} as const satisfies CallEntry;
export const sendAuthcodeCall = {
  method: 'POST',
  path: '/webcc-api/v1/booking/reservations/:number/authcodes/:code',
  bookingNumber: 'inPath',
  personalData: true,
  limit: 'code',
  timeoutMs: 90_000,
} as const satisfies CallEntry;
// A change is saved against the version the guest saw (X-LastModified).
export const changeReservationCall = {
  method: 'PUT',
  path: '/webcc-api/v1/booking/reservations/:number',
  bookingNumber: 'inPath',
  personalData: true,
  headers: ['authorization', 'x-lastmodified'],
  timeoutMs: 20_000,
} as const satisfies CallEntry;
export const cancelReservationCall = {
  method: 'DELETE',
  path: '/webcc-api/v1/booking/reservations/:number',
  bookingNumber: 'inPath',
  personalData: true,
  headers: ['authorization'],
  timeoutMs: 10_000,
} as const satisfies CallEntry;
export const refundCall = {
  method: 'POST',
  path: '/webcc-api/v1/booking/reservations/:number/refund',
  bookingNumber: 'inPath',
  personalData: true,
  headers: ['authorization'],
} as const satisfies CallEntry;
export const paymentCall = {
  method: 'POST',
  path: '/webcc-api/v1/booking/reservations/:number/payments',
  bookingNumber: 'inPath',
  personalData: true,
} as const satisfies CallEntry;
export const checkPriceCall = {
  method: 'GET',
  path: '/webcc-api/v1/booking/reservations/:number/checkPrice',
  bookingNumber: 'inPath',
  personalData: true,
} as const satisfies CallEntry;
export const reviewFormCall = {
  method: 'POST',
  path: '/webcc-api/v1/forms/reviews',
  token: 'inBody',
} as const satisfies CallEntry;
