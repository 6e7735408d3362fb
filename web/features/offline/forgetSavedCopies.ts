import { forgetSavedReservations } from './saved/savedCacheNames.ts';
import { unsubscribeFromPush } from './push/unsubscribeFromPush.ts';

/**
 * Deletes every reservation this device saved for offline use ("Forget this device", logout), and
 * its push subscription with them. The page does it itself, so it works whether or not a service
 * worker runs.
 */
export async function forgetSavedCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([forgetSavedReservations(caches), unsubscribeFromPush().catch(() => undefined)]);
}
