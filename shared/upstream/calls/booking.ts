import type { CallEntry } from '../callFacts.ts';

/** A booking's calls: by its token to read it, by its number (and its token) to change it. */

const RESERVATIONS = '/webcc-api/v1/booking/reservations';
/** A booking's or a user's data: nobody else's to keep. */
const PERSONAL = { personalData: true } as const;
const BY_TOKEN = { ...PERSONAL, token: 'inPath' } as const;
const BY_NUMBER = { ...PERSONAL, bookingNumber: 'inPath' } as const;
/** SPEC §6: a change to a booking carries its verified code (`Authorization: Authcode 123456`). */
const WITH_CODE = { ...BY_NUMBER, headers: ['authorization'] } as const;
/** A reservation's own call, kept on its guest's device. */
const KEPT = { ...BY_TOKEN, keptOffline: true } as const;

export const reviewFormCall = {
  method: 'POST',
  path: '/webcc-api/v1/forms/reviews',
  token: 'inBody',
} as const satisfies CallEntry;
export const voucherCall = {
  method: 'GET',
  path: `${RESERVATIONS}/voucher/:token`,
  ...KEPT,
} as const satisfies CallEntry;
export const reservationCall = {
  method: 'GET',
  path: `${RESERVATIONS}/:token`,
  ...KEPT,
} as const satisfies CallEntry;
export const reservationDocumentCall = {
  method: 'GET',
  path: `${RESERVATIONS}/:token/documents/:document`,
  ...KEPT,
} as const satisfies CallEntry;
// The arrival information: its code and Wi-Fi password are sent only once the reveal rule holds.
export const arrivalCall = {
  method: 'GET',
  path: `${RESERVATIONS}/:token/arrival`,
  ...KEPT,
} as const satisfies CallEntry;
export const checkAuthcodeCall = {
  method: 'GET',
  path: `${RESERVATIONS}/:number/authcodes/:code`,
  ...BY_NUMBER,
  limit: 'code',
} as const satisfies CallEntry;
export const sendAuthcodeCall = {
  method: 'POST',
  path: `${RESERVATIONS}/:number/authcodes/:code`,
  ...BY_NUMBER,
  limit: 'code',
  timeoutMs: 90_000,
} as const satisfies CallEntry;
// A change is saved against the version the guest saw (X-LastModified).
export const changeReservationCall = {
  method: 'PUT',
  path: `${RESERVATIONS}/:number`,
  ...WITH_CODE,
  headers: ['authorization', 'x-lastmodified'],
  timeoutMs: 20_000,
} as const satisfies CallEntry;
export const cancelReservationCall = {
  method: 'DELETE',
  path: `${RESERVATIONS}/:number`,
  ...WITH_CODE,
  timeoutMs: 10_000,
} as const satisfies CallEntry;
export const refundCall = {
  method: 'POST',
  path: `${RESERVATIONS}/:number/refund`,
  ...WITH_CODE,
} as const satisfies CallEntry;
export const paymentCall = {
  method: 'POST',
  path: `${RESERVATIONS}/:number/payments`,
  ...BY_NUMBER,
} as const satisfies CallEntry;
export const checkPriceCall = {
  method: 'GET',
  path: `${RESERVATIONS}/:number/checkPrice`,
  ...BY_NUMBER,
} as const satisfies CallEntry;
