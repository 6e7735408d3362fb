import type { CallEntry } from '../callFacts.ts';

/** A pre-check-in's calls, by its token, and an invited traveller's, by the invite's. */

const PRECHECKINS = '/webcc-api/v1/booking/precheckins';
/** A booking's or a user's data: nobody else's to keep. */
const PERSONAL = { personalData: true } as const;
const BY_TOKEN = { ...PERSONAL, token: 'inPath' } as const;

export const precheckinCall = {
  method: 'GET',
  path: `${PRECHECKINS}/:token`,
  ...BY_TOKEN,
} as const satisfies CallEntry;
export const startPrecheckinCall = {
  method: 'POST',
  path: `${PRECHECKINS}/:token`,
  ...BY_TOKEN,
} as const satisfies CallEntry;
export const precheckinContactCall = {
  method: 'POST',
  path: `${PRECHECKINS}/:token/contact`,
  ...BY_TOKEN,
} as const satisfies CallEntry;
export const precheckinConfirmCall = {
  method: 'POST',
  path: `${PRECHECKINS}/:token/confirm`,
  ...BY_TOKEN,
} as const satisfies CallEntry;
export const precheckinCustomerCall = {
  method: 'POST',
  path: `${PRECHECKINS}/:token/customer`,
  ...BY_TOKEN,
} as const satisfies CallEntry;
export const precheckinPaxCall = {
  method: 'POST',
  path: `${PRECHECKINS}/:token/pax`,
  ...BY_TOKEN,
} as const satisfies CallEntry;
export const precheckinTravellersCall = {
  method: 'POST',
  path: `${PRECHECKINS}/:token/travellers`,
  ...BY_TOKEN,
} as const satisfies CallEntry;
export const precheckinServicesCall = {
  method: 'POST',
  path: `${PRECHECKINS}/:token/services`,
  ...BY_TOKEN,
} as const satisfies CallEntry;
export const guestRegistrationCall = {
  method: 'PUT',
  path: `${PRECHECKINS}/:token/guestregistration`,
  ...BY_TOKEN,
} as const satisfies CallEntry;
// The main guest issues (again) or withdraws a fellow traveller's invite by its number...
export const travellerInviteCall = {
  method: 'POST|DELETE',
  path: `${PRECHECKINS}/:token/invites/:traveller`,
  ...BY_TOKEN,
} as const satisfies CallEntry;
// ...and the invited traveller reads and saves their own entry by the invite's token.
export const inviteCall = {
  method: 'GET|PUT',
  path: `${PRECHECKINS}/invites/:token`,
  ...BY_TOKEN,
} as const satisfies CallEntry;
