import { describe, expect, it } from 'vitest';
import { memoryCacheStorage } from './memoryCacheStorage.ts';
import { forgetExpiredReservations, readSavedReservations, writeSavedReservation } from './savedCopies.ts';
import { forgetSavedReservations, savedCacheName } from './savedCacheNames.ts';
import { savedStay as saved } from './savedTestData.ts';

const A = 'AAAAAAAAAAAAAAAAAAAAAAAA';
const B = 'BBBBBBBBBBBBBBBBBBBBBBBB';

describe('the reservations a device keeps (issue 30 point 4)', () => {
  it('lists them, the latest saved first', async () => {
    const storage = memoryCacheStorage();
    await writeSavedReservation(storage, saved(A, '2026-08-16', '2026-08-01T10:00:00.000Z'));
    await writeSavedReservation(storage, saved(B, '2026-09-16', '2026-08-02T10:00:00.000Z'));
    await storage.open('portal-files-build1');
    expect((await readSavedReservations(storage)).map((reservation) => reservation.token)).toEqual([B, A]);
  });

  it('deletes a stay past the day after its checkout, on the clock it is given, and a save cut off halfway', async () => {
    const storage = memoryCacheStorage();
    await writeSavedReservation(storage, saved(A, '2026-08-16'));
    await writeSavedReservation(storage, saved(B, '2026-08-17'));
    const halfway = 'CCCCCCCCCCCCCCCCCCCCCCCC';
    await (await storage.open(savedCacheName(halfway))).put('/reservations/x', new Response('page'));

    const { kept } = await forgetExpiredReservations(storage, new Date('2026-08-18T08:00:00Z'));
    expect(kept.map((reservation) => reservation.token)).toEqual([B]);
    expect(await storage.keys()).toEqual([savedCacheName(B)]);

    await forgetExpiredReservations(storage, new Date('2026-08-19T00:00:00Z'));
    expect(await storage.keys()).toEqual([]);
  });

  it('forgets every saved reservation and nothing else ("Forget this device", logout)', async () => {
    const storage = memoryCacheStorage();
    await writeSavedReservation(storage, saved(A, '2026-08-16'));
    await writeSavedReservation(storage, saved(B, '2026-08-17'));
    await storage.open('portal-files-build1');
    await forgetSavedReservations(storage);
    expect(await storage.keys()).toEqual(['portal-files-build1']);
  });
});
