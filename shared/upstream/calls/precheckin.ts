import type { CallEntry } from '../callFacts.ts';

/** A pre-check-in's calls, by its token: the main guest's steps and invites. */

export const precheckinCall = {
  method: 'GET',
  path: '/webcc-api/v1/booking/precheckins/:token',
  token: 'inPath',
  personalData: true,
} as const satisfies CallEntry;
export const startPrecheckinCall = {
  method: 'POST',
  path: '/webcc-api/v1/booking/precheckins/:token',
  token: 'inPath',
  personalData: true,
} as const satisfies CallEntry;
export const precheckinContactCall = {
  method: 'POST',
  path: '/webcc-api/v1/booking/precheckins/:token/contact',
  token: 'inPath',
  personalData: true,
} as const satisfies CallEntry;
export const precheckinConfirmCall = {
  method: 'POST',
  path: '/webcc-api/v1/booking/precheckins/:token/confirm',
  token: 'inPath',
  personalData: true,
} as const satisfies CallEntry;
export const precheckinCustomerCall = {
  method: 'POST',
  path: '/webcc-api/v1/booking/precheckins/:token/customer',
  token: 'inPath',
  personalData: true,
} as const satisfies CallEntry;
export const precheckinPaxCall = {
  method: 'POST',
  path: '/webcc-api/v1/booking/precheckins/:token/pax',
  token: 'inPath',
  personalData: true,
} as const satisfies CallEntry;
export const precheckinTravellersCall = {
  method: 'POST',
  path: '/webcc-api/v1/booking/precheckins/:token/travellers',
  token: 'inPath',
  personalData: true,
} as const satisfies CallEntry;
export const precheckinServicesCall = {
  method: 'POST',
  path: '/webcc-api/v1/booking/precheckins/:token/services',
  token: 'inPath',
  personalData: true,
} as const satisfies CallEntry;
export const guestRegistrationCall = {
  method: 'PUT',
  path: '/webcc-api/v1/booking/precheckins/:token/guestregistration',
  token: 'inPath',
  personalData: true,
} as const satisfies CallEntry;
// The main guest issues (again) or withdraws a fellow traveller's invite by its number; the
// traveller reads and saves their entry by the invite's token (invite.ts).
export const travellerInviteCall = {
  method: 'POST|DELETE',
  path: '/webcc-api/v1/booking/precheckins/:token/invites/:traveller',
  token: 'inPath',
  personalData: true,
} as const satisfies CallEntry;
