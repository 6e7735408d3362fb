import { savedCacheName } from './saved/savedCacheNames.ts';

/**
 * What "Tell me when the code is ready" can do on this device, read once the page is hydrated:
 * - `unsupported`: no Web Push here (an old browser, a partner's frame, storage off);
 * - `homeScreen`: iOS and iPadOS give Web Push only to a site opened from the home screen;
 * - `denied`: the guest (or the browser) blocked notifications for the portal;
 * - `subscribed`: this device is told about this booking already;
 * - `ask`: the button.
 */
export type PushState = 'unsupported' | 'homeScreen' | 'denied' | 'subscribed' | 'ask';

/** Where the device notes it is told about a booking: beside the booking's saved copy, and gone with it. */
export const PUSH_MARKER_KEY = '/__offline/push';

/** Safari on an iPhone or iPad, in a tab rather than opened from the home screen. */
function isIosBrowserTab(): boolean {
  const ios =
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    matchMedia('(display-mode: standalone)').matches;
  return ios && !standalone;
}

export async function pushStateOf(token: string): Promise<PushState> {
  if (isIosBrowserTab()) return 'homeScreen';
  const supported =
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    typeof caches !== 'undefined' &&
    window.self === window.top;
  if (!supported) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'ask';
  const marked = await caches
    .open(savedCacheName(token))
    .then((cache) => cache.match(PUSH_MARKER_KEY))
    .catch(() => undefined);
  return marked ? 'subscribed' : 'ask';
}
