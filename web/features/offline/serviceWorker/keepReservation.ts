import { isPastKeeping } from '../../../../shared/offline/retention.ts';
import { reservationOfCall } from '../saved/savedCalls.ts';
import { PORTAL_FILES, reservationOfSavedPage } from '../saved/savedPages.ts';
import { stamped, writeSavedReservation } from '../saved/savedCopies.ts';
import { SAVED_AT_HEADER, savedCacheName, savedPageKey } from '../saved/savedCacheNames.ts';
import type { KeepFilesMessage, KeepMessage } from '../saved/savedReservation.ts';

export const filesCacheName = (buildId: string) => `portal-files-${buildId}`;

/**
 * A saved call is asked for again after this long: the page itself carries the data it shows, and a
 * guest on roaming data should not fetch the voucher's PDF anew each time the overview opens.
 */
const CALL_REFRESH_MS = 60 * 60 * 1000;

interface KeepFacts {
  storage: CacheStorage;
  origin: string;
  now: Date;
  /** The page as fetched for the navigation that opened it, when this worker answered it. */
  heldPage: Response | undefined;
}

const fetched = async (url: string) => {
  const response = await fetch(url, { credentials: 'same-origin' });
  return response.ok ? response : undefined;
};

/** The portal's own files among `files` (same origin, PORTAL_FILES), kept with `buildId`'s unless kept already. */
async function keepPortalFiles(storage: CacheStorage, origin: string, buildId: string, files: string[]) {
  const urls = files
    .map((file) => new URL(file, origin))
    .filter((url) => url.origin === origin && PORTAL_FILES.test(url.pathname))
    .map((url) => url.href);
  const cache = await storage.open(filesCacheName(buildId));
  await Promise.all(
    urls.map(async (url) => {
      if (await storage.match(url)) return;
      const response = await fetched(url).catch(() => undefined);
      if (response) await cache.put(url, response);
    }),
  );
}

/**
 * Saves what the guest opened: the record first (so a save cut off halfway is
 * found and removed), then the page, the reservation's calls it made and the files it loaded. A
 * stay past its keeping time is not saved at all; a message naming another reservation's calls or
 * foreign files is held to its own.
 */
export async function keepReservation(message: KeepMessage, { storage, origin, now, heldPage }: KeepFacts) {
  const { reservation } = message;
  const page = new URL(message.page, origin);
  if (reservationOfSavedPage(page.pathname) !== reservation.token) return;
  if (isPastKeeping(reservation.checkout, now)) return;
  const savedAt = now.toISOString();
  await writeSavedReservation(storage, { ...reservation, savedAt });
  const cache = await storage.open(savedCacheName(reservation.token));
  const pageResponse = heldPage?.ok ? heldPage : await fetched(page.href).catch(() => undefined);
  if (pageResponse) await cache.put(savedPageKey(page), await stamped(pageResponse, savedAt));
  const calls = message.calls
    .map((call) => new URL(call, origin))
    .filter((url) => url.origin === origin && reservationOfCall(url.pathname) === reservation.token);
  await Promise.all(
    calls.map(async (url) => {
      const savedBefore = (await cache.match(url.href))?.headers.get(SAVED_AT_HEADER);
      if (savedBefore && now.getTime() - Date.parse(savedBefore) < CALL_REFRESH_MS) return;
      const response = await fetched(url.href).catch(() => undefined);
      if (response) await cache.put(url.href, await stamped(response, savedAt));
    }),
  );
  await keepPortalFiles(storage, origin, reservation.buildId, message.files);
}

/**
 * Keeps the files a kept page loaded later (keepFilesMessageSchema), for a build the device keeps
 * files of (this worker's, or a saved page's): a message cannot make it start a cache of its own.
 */
export async function keepLaterFiles(
  message: KeepFilesMessage,
  { storage, origin, keptBuilds }: { storage: CacheStorage; origin: string; keptBuilds: string[] },
) {
  if (!keptBuilds.includes(message.buildId)) return;
  await keepPortalFiles(storage, origin, message.buildId, message.files);
}
