/**
 * The portal's "now" for the rules it applies itself (the arrival code's reveal, and when to tell a
 * guest the code is ready). The real time everywhere, except in local mode, where the worker reads
 * the sandbox's one clock instead (entry/worker.local.ts): a demo or a test that moves that clock
 * walks the portal's rules along with the provider's, instead of the portal hiding a code the
 * provider already sends. The browser keeps the device's own clock.
 */
let source: () => number = () => Date.now();

export function portalNow(): Date {
  return new Date(source());
}

/** Local mode only: the portal's rules read this clock from now on. */
export function followClock(next: () => number): void {
  source = next;
}
