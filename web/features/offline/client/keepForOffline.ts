import type { KeepFilesMessage, KeepMessage } from '../saved/savedReservation.ts';
import { PORTAL_FILES } from '../saved/savedPages.ts';
import { loadSavedPageCode } from './savedPageCode.ts';
import { canKeepOffline } from '../startOffline.ts';

/** The portal's own files (scripts, texts, pictures) among loaded resources, as same-origin paths. */
function portalFiles(entries: PerformanceEntryList): string[] {
  return entries
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && PORTAL_FILES.test(url.pathname))
    .map((url) => `${url.pathname}${url.search}`);
}

/** One watch a page: each reservation page it shows asks to be kept, the files are the document's. */
let watchingLaterFiles = false;

/**
 * Names to the service worker each portal file the page loads from now on without it: code loaded
 * on idle or on demand, on a first visit before the worker controls the page. A file the worker
 * answered (`workerStart` set) it keeps itself. Without this, a saved page offline would miss that
 * code once the browser's own cache let it go.
 */
function keepFilesLoadedLater(worker: ServiceWorker, buildId: string, named: string[]) {
  // A browser that cannot observe loaded files one by one (before Safari 14.1) keeps what was named.
  if (watchingLaterFiles || !PerformanceObserver.supportedEntryTypes?.includes('resource')) return;
  watchingLaterFiles = true;
  const sent = new Set(named);
  new PerformanceObserver((list) => {
    const unseen = (list.getEntries() as PerformanceResourceTiming[]).filter((entry) => !entry.workerStart);
    const files = portalFiles(unseen).filter((file) => !sent.has(file));
    if (files.length === 0) return;
    files.forEach((file) => sent.add(file));
    worker.postMessage({ type: 'keep-files', buildId, files } satisfies KeepFilesMessage);
  }).observe({ type: 'resource', buffered: true });
}

/**
 * Tells the service worker, once it is active, that the guest opened this reservation page, where
 * the device can keep it. The code the page runs offline loads first: the files the device keeps are
 * those the page has loaded, and those it loads later.
 */
export async function keepForOffline(message: Omit<KeepMessage, 'type' | 'page' | 'files'>): Promise<void> {
  const answered = keptStay(message.reservation.token).resolve;
  if (!canKeepOffline()) return answered(null);
  await loadSavedPageCode();
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return answered(null);
  // Asked with the save: a browser that grants it keeps the saved stay until its guest deletes it.
  const persisted = navigator.storage?.persist?.().catch(() => false) ?? Promise.resolve(false);
  const files = portalFiles(performance.getEntriesByType('resource'));
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => {
    const saved = event.data === true;
    void persisted.then((granted) => answered(saved ? (granted ? 'kept' : 'mayGo') : null));
  };
  worker.postMessage(
    { type: 'keep', page: `${location.pathname}${location.search}`, files, ...message } satisfies KeepMessage,
    [channel.port2],
  );
  keepFilesLoadedLater(worker, message.reservation.buildId, files);
}

/** Where the stay is, once this page's save of it has ended: kept for good, at the browser's will, or not on the device. */
export type Keeping = 'kept' | 'mayGo' | null;

/** Each stay this page keeps, by token: how the device holds it, once its save has ended. */
const keptStays = new Map<string, { promise: Promise<Keeping>; resolve: (keeping: Keeping) => void }>();

function keptStay(token: string) {
  let stay = keptStays.get(token);
  if (!stay) {
    let resolve: (keeping: Keeping) => void = () => undefined;
    const promise = new Promise<Keeping>((settle) => (resolve = settle));
    stay = { promise, resolve };
    keptStays.set(token, stay);
  }
  return stay;
}

/** How the device holds the stay, once this page's save of it has ended. */
export const whenKept = (token: string): Promise<Keeping> => keptStay(token).promise;
