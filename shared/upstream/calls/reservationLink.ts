import type { CallEntry } from '../callFacts.ts';

/** A guest's booking link, mailed again. */

export const reservationLinkFormCall = {
  method: 'POST',
  path: '/webcc-api/v1/forms/reservationLink',
  limit: 'form',
} as const satisfies CallEntry;
