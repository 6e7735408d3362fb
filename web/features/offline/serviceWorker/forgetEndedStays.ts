import { forgetExpiredReservations } from '../saved/savedCopies.ts';
import type { SavedReservation } from '../saved/savedReservation.ts';

/** The part of a registration's PushManager this needs. */
export interface DevicePush {
  getSubscription(): Promise<{ unsubscribe(): Promise<boolean> } | null>;
}

/**
 * The stays past their keeping go (the day after checkout); when the last stay this device kept
 * has gone, the device lets go of its push subscription too, as "Forget this device" does: the
 * worker drops its own copy of it on the same day. A device that never kept a stay keeps its
 * subscription (a guest who asked for the code while the save failed still gets it).
 */
export async function forgetEndedStays(
  storage: CacheStorage,
  push: DevicePush | undefined,
  now: Date,
): Promise<SavedReservation[]> {
  const { kept, forgot } = await forgetExpiredReservations(storage, now);
  if (forgot.length > 0 && kept.length === 0) {
    const subscription = await push?.getSubscription().catch(() => null);
    await subscription?.unsubscribe().catch(() => false);
  }
  return kept;
}
