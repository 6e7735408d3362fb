/**
 * Runs `task` once the page has loaded and the browser is idle: work that must stay off the first
 * load's critical path (telemetry, the service worker) waits for both.
 */
export function afterLoadIdle(task: () => void): void {
  const later = () => (self.requestIdleCallback ?? setTimeout)(task);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
