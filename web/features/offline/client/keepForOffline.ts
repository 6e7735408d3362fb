import type { KeepMessage } from '../saved/savedReservation.ts';
import { PORTAL_FILES } from '../saved/savedPages.ts';
import { loadSavedPageCode } from './savedPageCode.ts';
import { canKeepOffline } from '../startOffline.ts';

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

/**
 * Tells the service worker, once it is active, that the guest opened this reservation page, where
 * the device can keep it. The code the page runs offline loads first: the files the device keeps are
 * those the page has loaded.
 */
export async function keepForOffline(message: Omit<KeepMessage, 'type' | 'page' | 'files'>): Promise<void> {
  if (!canKeepOffline()) return;
  await loadSavedPageCode();
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({
    type: 'keep',
    page: `${location.pathname}${location.search}`,
    files: loadedFiles(),
    ...message,
  } satisfies KeepMessage);
}
