import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, shouldLoadNewBuild } from './buildReload.ts';

describe('new deployments', () => {
  const now = 1_000_000;
  it('load the next navigation in full once a new build is out', () => {
    expect(shouldLoadNewBuild({ newBuild: true, navigating: true, lastReloadAt: 0, now })).toBe(true);
    expect(shouldLoadNewBuild({ newBuild: false, navigating: true, lastReloadAt: 0, now })).toBe(false);
    expect(shouldLoadNewBuild({ newBuild: true, navigating: false, lastReloadAt: 0, now })).toBe(false);
  });

  it('never more than once per 10 seconds', () => {
    expect(
      shouldLoadNewBuild({ newBuild: true, navigating: true, lastReloadAt: now - RELOAD_GUARD_MS + 1, now }),
    ).toBe(false);
    expect(
      shouldLoadNewBuild({ newBuild: true, navigating: true, lastReloadAt: now - RELOAD_GUARD_MS, now }),
    ).toBe(true);
  });
});
