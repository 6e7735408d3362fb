import type { CallEntry } from '../callFacts.ts';

/** A signed-in user's profile, picture, linked bookings and their documents. */

export const userCall = {
  method: 'GET|POST|PUT|DELETE',
  path: '/guestworld-api/v2/users',
  personalData: true,
} as const satisfies CallEntry;
export const userPictureCall = {
  method: 'POST|DELETE',
  path: '/guestworld-api/v2/users/picture',
  personalData: true,
} as const satisfies CallEntry;
export const linkBookingCall = {
  method: 'POST',
  path: '/guestworld-api/v2/users/link',
  token: 'inBody',
  personalData: true,
  limit: 'code',
} as const satisfies CallEntry;
export const userPictureFileCall = {
  method: 'GET',
  path: '/guestworld-api/v2/users/pictures/:picture',
  personalData: true,
  picture: true,
} as const satisfies CallEntry;
export const userDocumentCall = {
  method: 'GET',
  path: '/guestworld-api/v2/users/reservations/:booking/documents/:document',
  personalData: true,
} as const satisfies CallEntry;
