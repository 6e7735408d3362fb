import type { CallEntry } from '../callFacts.ts';

/**
 * The portal's own calls, answered by the worker itself (worker/push/): "Tell me when the code is
 * ready" on the arrival page, and forgetting a device. They pass the edge as the provider's calls
 * do (the XSRF pair, the allow-list, limits, redaction); the browser loads them only when the guest
 * taps the button or forgets the device.
 */

/** The application server's public key (VAPID), the browser's `applicationServerKey`. */
export const pushKeyCall = {
  method: 'GET',
  path: '/portal-api/v1/push/key',
} as const satisfies CallEntry;
/** This device's push subscription, kept against the booking until the day after checkout. */
export const pushSubscribeCall = {
  method: 'PUT',
  path: '/portal-api/v1/reservations/:token/push',
  token: 'inPath',
  personalData: true,
  limit: 'form',
} as const satisfies CallEntry;
/** Every booking this device's subscription is kept against, dropped ("Forget this device", logout). */
export const pushUnsubscribeCall = {
  method: 'DELETE',
  path: '/portal-api/v1/push/subscription',
  personalData: true,
} as const satisfies CallEntry;
