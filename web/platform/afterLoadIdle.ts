/** How long after the load a task waits for an idle moment at most: a busy phone may give none. */
const IDLE_WAIT_MS = 2000;

/**
 * Runs `task` once the page has loaded and the browser is idle, or two seconds after the load where
 * it never is: work that must stay off the first load's critical path (telemetry, the service
 * worker) waits for both, and still runs on a slow phone before its guest closes the tab.
 */
export function afterLoadIdle(task: () => void): void {
  const later = () =>
    'requestIdleCallback' in self ? requestIdleCallback(task, { timeout: IDLE_WAIT_MS }) : setTimeout(task);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
