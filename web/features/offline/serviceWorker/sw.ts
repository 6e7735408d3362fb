/// <reference lib="webworker" />
// The portal's service worker: built by scripts/build/serviceWorker.ts,
// which bundles it and lets Serwist inject the shell's precache list. What it keeps and for how long:
// README, "Offline".
import { CacheFirst, Serwist, type PrecacheEntry, type RouteHandlerCallbackOptions } from 'serwist';
import { isLanguage, languageFromAcceptLanguage, type Language } from '../../../../shared/i18n/languages.ts';
import { reservationOfCall } from '../saved/savedCalls.ts';
import { PORTAL_FILES, reservationOfSavedPage } from '../saved/savedPages.ts';
import { readSavedReservation, readSavedReservations, stamped } from '../saved/savedCopies.ts';
import {
  SAVED_AT_HEADER,
  SAVED_COPY_QUESTION,
  savedCacheName,
  savedPageKey,
} from '../saved/savedCacheNames.ts';
import {
  keepFilesMessageSchema,
  keepMessageSchema,
  type SavedReservation,
} from '../saved/savedReservation.ts';
import { forgetEndedStays } from './forgetEndedStays.ts';
import { heldCopies } from './heldCopies.ts';
import { fromPortalPage } from './messageSource.ts';
import { filesCacheName, keepLaterFiles, keepReservation } from './keepReservation.ts';
import { offlinePage } from './offlinePage.ts';
import './push.ts';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };
/** This build's id and stylesheet, set by the build. */
declare const PORTAL_BUILD: { buildId: string; stylesheet: string | undefined; keptPageFiles: string[] };

const FILES_PREFIX = 'portal-files-';
const held = heldCopies();
/** The pages this worker answered from a saved copy, by their client id: when that copy was saved. */
const answeredFromCopy = new Map<string, string>();

/**
 * An update waits (no skipWaiting): a new deployment's worker installs beside the running one and
 * takes over once no page of the old build is open, so an open page keeps the worker, precache and
 * chunks it started with. The first worker claims the page that registered it, which is then kept
 * by it (it had no worker before).
 */
const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
});

/** Expired stays go at each start of the worker (and at its activation), before it answers from them. */
let expiredForgotten: Promise<unknown> | undefined;
const forgetExpired = () =>
  (expiredForgotten ??= forgetEndedStays(caches, self.registration.pushManager, new Date()));

async function savedReservations(): Promise<SavedReservation[]> {
  await forgetExpired();
  return readSavedReservations(caches);
}

async function answerNavigation({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const fetchEvent = event as FetchEvent;
  const url = new URL(request.url);
  const token = reservationOfSavedPage(url.pathname);
  try {
    const response = ((await fetchEvent.preloadResponse) as Response | undefined) ?? (await fetch(request));
    if (token && response.ok)
      held.hold(fetchEvent.resultingClientId, url.pathname, response.clone(), Date.now());
    return response;
  } catch {
    await forgetExpired();
    const copy = token
      ? await (await caches.open(savedCacheName(token))).match(savedPageKey(url))
      : undefined;
    if (copy) {
      answeredFromCopy.set(fetchEvent.resultingClientId, copy.headers.get(SAVED_AT_HEADER) ?? '');
      return copy;
    }
    return offlinePage({
      lang: await offlineLanguage(url),
      saved: await savedReservations(),
      stylesheet: PORTAL_BUILD.stylesheet,
      retry: `${url.pathname}${url.search}`,
    });
  }
}

/** The page's `lang`, else the browser's, as the edge would pick it. */
async function offlineLanguage(url: URL): Promise<Language> {
  const asked = url.searchParams.get('lang');
  return isLanguage(asked) ? asked : (languageFromAcceptLanguage(navigator.languages.join(',')) ?? 'en');
}

/** A saved reservation's own calls: from the network while there is one (and saved anew), else the copy. */
async function answerReservationCall({ request, url }: RouteHandlerCallbackOptions): Promise<Response> {
  const token = reservationOfCall(url.pathname) ?? '';
  const saved = await readSavedReservation(caches, token);
  if (!saved) return fetch(request);
  const cache = await caches.open(savedCacheName(token));
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(url.href, await stamped(response.clone(), new Date().toISOString()));
    return response;
  } catch (error) {
    // The copy of this call, else of the same call in the other language (a page switched offline).
    const copy = (await cache.match(url.href)) ?? (await cache.match(url.href, { ignoreSearch: true }));
    if (copy) return copy;
    throw error;
  }
}

serwist.registerCapture(
  ({ url, sameOrigin }) => sameOrigin && PORTAL_FILES.test(url.pathname),
  new CacheFirst({ cacheName: filesCacheName(PORTAL_BUILD.buildId) }),
);
serwist.registerCapture(
  ({ url, sameOrigin }) => sameOrigin && reservationOfCall(url.pathname) !== null,
  answerReservationCall,
);
serwist.registerCapture(({ request }) => request.mode === 'navigate', answerNavigation);

/** The latest save a page asked for (its failure is its own message's, not a later one's). */
let lastKeep: Promise<unknown> = Promise.resolve();

/** The builds whose files the device keeps: this worker's, and each saved page's. */
async function keptBuilds(): Promise<string[]> {
  return [PORTAL_BUILD.buildId, ...(await savedReservations()).map((saved) => saved.buildId)];
}

/** The files of builds that neither this worker nor a saved page uses any more. */
async function forgetUnusedFiles() {
  const used = new Set(await keptBuilds());
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(FILES_PREFIX) && !used.has(name.slice(FILES_PREFIX.length)))
      .map((name) => caches.delete(name)),
  );
}

self.addEventListener('activate', (event) => {
  expiredForgotten = undefined;
  event.waitUntil(forgetUnusedFiles());
});

self.addEventListener('message', (event) => {
  const client = event.source;
  if (!(client instanceof Client)) return;
  if (!fromPortalPage({ origin: event.origin, url: client.url }, self.location.origin)) return;
  if (event.data === SAVED_COPY_QUESTION) {
    event.ports[0]?.postMessage(answeredFromCopy.get(client.id) ?? null);
    return;
  }
  const laterFiles = keepFilesMessageSchema.safeParse(event.data);
  if (laterFiles.success) {
    const origin = self.location.origin;
    // After the save under way, whose record may name the page's build.
    event.waitUntil(
      lastKeep
        .catch(() => undefined)
        .then(keptBuilds)
        .then((builds) => keepLaterFiles(laterFiles.data, { storage: caches, origin, keptBuilds: builds })),
    );
    return;
  }
  const keep = keepMessageSchema.safeParse(event.data);
  if (!keep.success) return;
  const heldPage = held.take(client.id, new URL(keep.data.page, self.location.origin).pathname);
  const keeping = forgetExpired().then(() =>
    keepReservation(keep.data, {
      storage: caches,
      origin: self.location.origin,
      now: new Date(),
      heldPage,
      build: PORTAL_BUILD,
    }),
  );
  lastKeep = keeping;
  // The page hears when its stay is on the device (or was not kept), to say so to its guest.
  const answer = event.ports[0];
  event.waitUntil(
    keeping.then(
      (kept) => answer?.postMessage(kept),
      () => answer?.postMessage(false),
    ),
  );
});

serwist.addEventListeners();
