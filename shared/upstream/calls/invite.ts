import type { CallEntry } from '../callFacts.ts';

/** An invited traveller's own entry of a pre-check-in, by the invite's token. */

export const inviteCall = {
  method: 'GET|PUT',
  path: '/webcc-api/v1/booking/precheckins/invites/:token',
  token: 'inPath',
  personalData: true,
} as const satisfies CallEntry;
