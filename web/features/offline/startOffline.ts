import { registerServiceWorker } from './client/registerServiceWorker.ts';

/** Whether this page can keep copies for offline use: not inside a partner's frame, not where there is no service worker. */
export function canKeepOffline(): boolean {
  return 'serviceWorker' in navigator && window.self === window.top;
}

/**
 * Registers the service worker. The shell loads this module once the page is
 * hydrated, loaded and the browser idle (web/app/ClientEffects.tsx): nothing of it is on the first
 * load's critical path.
 */
export async function startOffline(): Promise<void> {
  if (canKeepOffline()) await registerServiceWorker();
}
