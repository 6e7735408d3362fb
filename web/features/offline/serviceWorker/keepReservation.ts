import * as z from 'zod/mini';
import { isPastKeeping } from '../../../../shared/offline/retention.ts';
import { pathTo } from '../../../../shared/routes/routePaths.ts';
import { reservationCall } from '../../../../shared/upstream/calls/reservation.ts';
import { callPath } from '../../../../shared/upstream/callPath.ts';
import { reservationOfCall } from '../saved/savedCalls.ts';
import { PORTAL_FILES } from '../saved/savedPages.ts';
import { stamped, writeSavedReservation } from '../saved/savedCopies.ts';
import { SAVED_AT_HEADER, savedCacheName, savedPageKey } from '../saved/savedCacheNames.ts';
import { isoDay, type KeepFilesMessage, type KeepMessage } from '../saved/savedReservation.ts';
import { KEPT_OFFLINE_PAGES } from '../../../../shared/routes/keptOfflinePages.ts';
import { bookingOfPage } from '../../../../shared/routes/bookingOfPage.ts';
import { catalogueUrl } from '../../../i18n/routeMessages.ts';
import { withLanguage } from '../../../ui/withLanguage.ts';

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
  /** This worker's build: the kept pages' code it names is kept with a page of the same build. */
  build?: { buildId: string; keptPageFiles: readonly string[] };
  /** The message's calls are asked for again however fresh their copies: the arrival push's call has the code in it at last. */
  refresh?: boolean;
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

/** What the record takes from the booking: the house's name and the stay's dates, as the service says them. */
const bookingSchema = z.object({
  token: z.string(),
  checkin: isoDay,
  checkout: isoDay,
  accommodation: z.object({ name: z.string() }),
});

/** Whether `copy` was saved within the hour: a page not shown and a call are not fetched again sooner. */
function savedWithinRefresh(copy: Response | undefined, now: Date): copy is Response {
  const savedAt = copy?.headers.get(SAVED_AT_HEADER);
  return !!savedAt && now.getTime() - Date.parse(savedAt) < CALL_REFRESH_MS;
}

/**
 * The booking as the service answers it now, fetched by the worker itself, with the answer to keep
 * as the call's copy; or the copy this worker saved within the hour. Null where neither is at hand.
 */
async function bookingOf(storage: CacheStorage, token: string, url: URL, now: Date) {
  const saved = await storage.match(url.href, { cacheName: savedCacheName(token) });
  const fresh = savedWithinRefresh(saved, now) ? saved : undefined;
  const answer = fresh ?? (await fetched(url.href).catch(() => undefined));
  if (!answer) return null;
  const booking = bookingSchema.safeParse(
    await answer
      .clone()
      .json()
      .catch(() => null),
  );
  return booking.success ? { booking: booking.data, answer: fresh ? undefined : answer } : null;
}

/** The pages the device keeps of this reservation, in the page's language. */
const keptPages = (token: string, lang: string, origin: string) =>
  KEPT_OFFLINE_PAGES.map((page) => new URL(withLanguage(pathTo(page.id, { token }), lang), origin));

/**
 * Saves the stay once its guest opened any page of it: the record first (so a save cut off halfway
 * is found and removed), then every page the route table keeps (the overview and the arrival card,
 * whichever the guest opened), the reservation's calls those pages make, the files the page loaded
 * and the code and texts of every kept page. The page asking must be one of the reservation named,
 * on this origin; the record's house and dates are the booking's as this worker fetched it, not the
 * message's, so no page can have the device keep a stay longer than its checkout allows, or keep one
 * whose booking it cannot read. A stay past its keeping time is not saved at all; a message naming
 * another reservation's calls or foreign files is held to its own. True once the stay is saved.
 */
export async function keepReservation(
  message: KeepMessage,
  { storage, origin, now, heldPage, build, refresh = false }: KeepFacts,
): Promise<boolean> {
  const { token, lang, buildId } = message.reservation;
  const page = new URL(message.page, origin);
  // Any page of the reservation named, on this origin, asks to keep the stay.
  if (page.origin !== origin || bookingOfPage(page.pathname).reservation !== token) return false;
  const bookingCall = new URL(callPath(reservationCall, { token }, { lang }), origin);
  const found = await bookingOf(storage, token, bookingCall, now);
  if (!found || found.booking.token !== token || isPastKeeping(found.booking.checkout, now)) return false;
  const { booking } = found;
  const savedAt = now.toISOString();
  await writeSavedReservation(storage, {
    token,
    title: booking.accommodation.name,
    checkin: booking.checkin,
    checkout: booking.checkout,
    lang,
    overview: withLanguage(pathTo('reservation', { token }), lang),
    buildId,
    savedAt,
  });
  const cache = await storage.open(savedCacheName(token));
  if (found.answer) await cache.put(bookingCall.href, await stamped(found.answer, savedAt));
  const calls = message.calls
    .map((call) => new URL(call, origin))
    .filter((url) => url.origin === origin && reservationOfCall(url.pathname) === token)
    .filter((url) => url.href !== bookingCall.href);
  await Promise.all([
    ...keptPages(token, lang, origin).map(async (kept) => {
      const key = savedPageKey(kept);
      const opened = kept.pathname === page.pathname;
      if (!opened && savedWithinRefresh(await cache.match(key), now)) return;
      const shown = opened && heldPage?.ok ? heldPage : undefined;
      const response = shown ?? (await fetched(kept.href).catch(() => undefined));
      if (response) await cache.put(key, await stamped(response, savedAt));
    }),
    ...calls.map(async (url) => {
      if (!refresh && savedWithinRefresh(await cache.match(url.href), now)) return;
      const response = await fetched(url.href).catch(() => undefined);
      if (response) await cache.put(url.href, await stamped(response, savedAt));
    }),
  ]);
  const sameBuild = build?.buildId === buildId;
  const texts = KEPT_OFFLINE_PAGES.flatMap((kept) =>
    kept.catalogues.map((catalogue) => catalogueUrl(lang, catalogue, buildId)),
  );
  await keepPortalFiles(storage, origin, buildId, [
    ...new Set([...message.files, ...texts, ...(sameBuild ? build.keptPageFiles : [])]),
  ]);
  return true;
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
