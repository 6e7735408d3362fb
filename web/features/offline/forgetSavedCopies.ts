import { forgetSavedReservations } from './saved/savedCacheNames.ts';

/**
 * Deletes every reservation this device saved for offline use ("Forget this device", logout). The
 * page does it itself, so it works whether or not a service worker runs.
 */
export async function forgetSavedCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await forgetSavedReservations(caches);
}
