import { pushUnsubscribeCall } from '../../../../shared/upstream/calls/push.ts';
import { browserApi } from '../../../platform/api/browserApi.ts';

/**
 * "Forget this device" and logout: the worker drops this device's subscription for every booking,
 * and the device lets go of it, so nothing of a stay reaches it any more. Offline, the device lets
 * go alone; the worker's copy goes the day after checkout.
 */
export async function unsubscribeFromPush(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  // Its path has no parameter: written from the entry, without callPath (subscribeToPush.ts says why).
  await browserApi(pushUnsubscribeCall.path, {
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
