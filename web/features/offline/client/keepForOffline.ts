import type { KeepMessage } from '../saved/savedReservation.ts';
import { PORTAL_FILES } from '../saved/savedPages.ts';

/**
 * The portal's files this page loaded (scripts, texts, pictures): the saved page needs them offline,
 * and on a first visit they came before the service worker could see them.
 */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && PORTAL_FILES.test(url.pathname))
    .map((url) => `${url.pathname}${url.search}`);
}

/** Tells the service worker, once it is active, that the guest opened this reservation page. */
export async function keepForOffline(message: Omit<KeepMessage, 'type' | 'page' | 'files'>): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({
    type: 'keep',
    page: `${location.pathname}${location.search}`,
    files: loadedFiles(),
    ...message,
  } satisfies KeepMessage);
}
