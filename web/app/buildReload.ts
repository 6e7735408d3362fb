/** SPEC §9: at most one forced page load per 10 seconds. */
export const RELOAD_GUARD_MS = 10 * 1000;

/**
 * A navigation becomes a full page load when a new build was deployed since this page loaded,
 * unless the last such load was less than the guard ago (no reload loops between deployments).
 */
export function shouldLoadNewBuild(state: {
  newBuild: boolean;
  navigating: boolean;
  lastReloadAt: number;
  now: number;
}): boolean {
  return state.newBuild && state.navigating && state.now - state.lastReloadAt >= RELOAD_GUARD_MS;
}
