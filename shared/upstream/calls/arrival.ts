import type { CallEntry } from '../callFacts.ts';

/** A booking's arrival information: its code and Wi-Fi password are sent only once the reveal rule holds. */

export const arrivalCall = {
  method: 'GET',
  path: '/webcc-api/v1/booking/reservations/:token/arrival',
  token: 'inPath',
  personalData: true,
  keptOffline: true,
} as const satisfies CallEntry;
