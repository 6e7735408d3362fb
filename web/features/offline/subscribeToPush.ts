import type { Language } from '../../../shared/i18n/languages.ts';
import { pushKeyCall, pushSubscribeCall } from '../../../shared/upstream/calls/push.ts';
import { fromBase64Url, toBase64Url } from '../../../shared/encoding/base64url.ts';
import { browserApi } from '../../platform/api/browserApi.ts';
import { registerServiceWorker } from './client/registerServiceWorker.ts';
import { savedCacheName } from './saved/savedCacheNames.ts';
import { PUSH_MARKER_KEY, type PushState } from './pushState.ts';

/** What a tap on "Tell me when the code is ready" came to; `shown`: the code is there already. */
export type SubscribeOutcome = PushState | 'failed' | 'shown';

// The push calls' paths are written from their entries here rather than by callPath: a lazily
// loaded module that imports callPath splits it out of the chunk the pages share, a file more (and
// some 200 B gzip) in every page's first load.

async function applicationServerKey(): Promise<string> {
  const answer = await browserApi(pushKeyCall.path);
  if (!answer.ok) throw new Error(`push key ${answer.status}`);
  return ((await answer.json()) as { publicKey: string }).publicKey;
}

/** The device's subscription for the portal's key: the one it has, else a new one. */
async function deviceSubscription(registration: ServiceWorkerRegistration, key: string) {
  const existing = await registration.pushManager.getSubscription();
  const existingKey = existing?.options.applicationServerKey;
  if (existing && existingKey && toBase64Url(existingKey) === key) return existing;
  // Made for a key the portal no longer signs with: the push service would refuse every message.
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: fromBase64Url(key),
  });
}

/**
 * Loaded when the guest taps the button, never with the page. `permission` is the browser's
 * answer to the question the tap asked (Notification.requestPermission(), which some browsers
 * allow only within the tap itself); then the device subscribes with the portal's key and the
 * worker keeps the subscription against the booking until the day after checkout.
 */
export async function subscribeToPush({
  token,
  lang,
  permission,
}: {
  token: string;
  lang: Language;
  permission: Promise<NotificationPermission>;
}): Promise<SubscribeOutcome> {
  const answer = await permission;
  if (answer === 'denied') return 'denied';
  if (answer !== 'granted') return 'ask';
  await registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const subscription = (await deviceSubscription(registration, await applicationServerKey())).toJSON();
  const saved = await browserApi(pushSubscribeCall.path.replace(':token', encodeURIComponent(token)), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.keys, lang }),
  });
  if (saved.status === 409 && ((await saved.json()) as { error?: string }).error === 'code_shown')
    return 'shown';
  if (!saved.ok) return 'failed';
  await (await caches.open(savedCacheName(token))).put(PUSH_MARKER_KEY, new Response('subscribed'));
  return 'subscribed';
}
