import { isPastKeeping } from '../../../../shared/offline/retention.ts';
import { savedReservationSchema, type SavedReservation } from './savedReservation.ts';
import { SAVED_AT_HEADER, SAVED_PREFIX, savedCacheName } from './savedCacheNames.ts';

/** The record of a saved reservation, inside its cache: what the offline page lists, and when it goes. */
const RECORD_KEY = '/__offline/record';

export async function readSavedReservation(
  storage: CacheStorage,
  token: string,
): Promise<SavedReservation | null> {
  if (!(await storage.has(savedCacheName(token)))) return null;
  const record = await (await storage.open(savedCacheName(token))).match(RECORD_KEY);
  const parsed = savedReservationSchema.safeParse(record ? await record.json().catch(() => null) : null);
  return parsed.success ? parsed.data : null;
}

export async function writeSavedReservation(storage: CacheStorage, reservation: SavedReservation) {
  await (await storage.open(savedCacheName(reservation.token))).put(RECORD_KEY, Response.json(reservation));
}

/** Every reservation saved on this device, the latest saved first. */
export async function readSavedReservations(storage: CacheStorage): Promise<SavedReservation[]> {
  const tokens = (await storage.keys())
    .filter((name) => name.startsWith(SAVED_PREFIX))
    .map((name) => name.slice(SAVED_PREFIX.length));
  const records = await Promise.all(tokens.map((token) => readSavedReservation(storage, token)));
  return records.filter((record) => record !== null).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/**
 * Deletes what is kept past its time (the day after checkout), and a cache left without a readable
 * record (a save cut off halfway); answers what stays, and the tokens of the caches that went.
 */
export async function forgetExpiredReservations(
  storage: CacheStorage,
  now: Date,
): Promise<{ kept: SavedReservation[]; forgot: string[] }> {
  const names = (await storage.keys()).filter((name) => name.startsWith(SAVED_PREFIX));
  const kept: SavedReservation[] = [];
  const forgot: string[] = [];
  await Promise.all(
    names.map(async (name) => {
      const token = name.slice(SAVED_PREFIX.length);
      const record = await readSavedReservation(storage, token);
      if (record && !isPastKeeping(record.checkout, now)) kept.push(record);
      else {
        forgot.push(token);
        await storage.delete(name);
      }
    }),
  );
  return { kept, forgot };
}

/** A copy of `response` that says when it was saved. */
export async function stamped(response: Response, savedAt: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, savedAt);
  return new Response(await response.arrayBuffer(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
