import type { CallEntry } from '../callFacts.ts';

/** The e-mail quality check of the sign-up form. */

export const emailScoreCall = {
  method: 'GET',
  path: '/validation-api/v1/emails/:email',
} as const satisfies CallEntry;
