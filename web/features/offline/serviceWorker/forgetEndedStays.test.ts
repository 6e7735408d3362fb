import { describe, expect, it } from 'vitest';
import { memoryCacheStorage } from '../saved/memoryCacheStorage.ts';
import { writeSavedReservation } from '../saved/savedCopies.ts';
import { savedStay as stay } from '../saved/savedTestData.ts';
import { forgetEndedStays } from './forgetEndedStays.ts';

/** A device's push subscription that records whether it was let go of. */
function devicePush() {
  const state = { subscribed: true };
  return {
    state,
    push: {
      getSubscription: async () =>
        state.subscribed
          ? {
              unsubscribe: async () => {
                state.subscribed = false;
                return true;
              },
            }
          : null,
    },
  };
}

describe('the device lets go of its push subscription with its last stay (issue 41 point 3)', () => {
  it('keeps it while a stay is kept, and lets go the day after the last checkout', async () => {
    const storage = memoryCacheStorage();
    await writeSavedReservation(storage, stay('AAAAAAAAAAAAAAAAAAAAAAAA', '2026-08-16'));
    await writeSavedReservation(storage, stay('BBBBBBBBBBBBBBBBBBBBBBBB', '2026-08-20'));
    const { state, push } = devicePush();

    await forgetEndedStays(storage, push, new Date('2026-08-18T08:00:00Z'));
    expect(state.subscribed).toBe(true);

    await forgetEndedStays(storage, push, new Date('2026-08-21T23:00:00Z'));
    expect(state.subscribed).toBe(true);

    expect(await forgetEndedStays(storage, push, new Date('2026-08-22T00:00:00Z'))).toEqual([]);
    expect(state.subscribed).toBe(false);
  });

  it('keeps the subscription of a device that kept no stay', async () => {
    const { state, push } = devicePush();
    await forgetEndedStays(memoryCacheStorage(), push, new Date('2026-08-22T00:00:00Z'));
    expect(state.subscribed).toBe(true);
  });
});
