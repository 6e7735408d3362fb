import * as z from 'zod/mini';
import { LANGUAGES } from '../i18n/languages.ts';

const base64url = (bytes: number) =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]+$/), z.length(Math.ceil((bytes * 4) / 3)));

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it, with the page's language:
 * the endpoint (a push service's URL, a secret of its own: whoever holds it with the keys can send
 * to the device) and the keys a message is encrypted to (RFC 8291).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().check(
    z.maxLength(1024),
    z.refine((text) => URL.canParse(text), 'a URL'),
  ),
  keys: z.object({
    // An uncompressed P-256 point, 65 bytes.
    p256dh: base64url(65).check(z.startsWith('B')),
    auth: base64url(16),
  }),
  lang: z.enum(LANGUAGES),
});

export const pushUnsubscribeSchema = z.object({
  endpoint: z.string().check(z.maxLength(1024)),
});

/**
 * What the worker sends when the arrival code is ready, encrypted to the device: the words of the
 * notification in the guest's language, the arrival page to save anew and open, and the booking's
 * number. Never the code itself: the push service relays it, and the device fetches the code from
 * the portal.
 */
export const arrivalPushSchema = z.object({
  kind: z.literal('arrivalReady'),
  title: z.string().check(z.maxLength(200)),
  body: z.string().check(z.maxLength(500)),
  /** The arrival page's path and query: `/reservations/{token}/arrival?lang=…`. */
  url: z.string().check(z.regex(/^\/reservations\/[^/?#]+\/arrival\?lang=[a-z]{2}$/)),
  reservation: z.string().check(z.regex(/^\d{6,12}$/)),
});
export type ArrivalPush = z.infer<typeof arrivalPushSchema>;
