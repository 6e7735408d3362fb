import { afterLoadIdle } from '../../app/afterLoadIdle.ts';

/** Whether this page can keep copies for offline use: not inside a partner's frame, not where there is no service worker. */
export function canKeepOffline(): boolean {
  return 'serviceWorker' in navigator && window.self === window.top;
}

/**
 * Issue 30 point 4: the service worker registers once the page is hydrated, loaded and the browser
 * idle, with code loaded only then: nothing of it is on the first load's critical path.
 */
export function startOffline(): void {
  if (!canKeepOffline()) return;
  afterLoadIdle(
    () => void import('./client/registerServiceWorker.ts').then((module) => module.registerServiceWorker()),
  );
}
