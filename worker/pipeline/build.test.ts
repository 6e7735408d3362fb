import { describe, expect, it } from 'vitest';
import { buildStep } from './build.ts';
import { stepHarness } from './stepHarness.ts';
import type { BuildManifest } from '../../shared/site/render.ts';

const buildIn = async (response: Response) => ((await response.json()) as { build?: BuildManifest }).build;

describe('build step', () => {
  it('sets no build when the assets hold none, and looks again next time', async () => {
    expect(
      await buildIn(await stepHarness([buildStep], { env: { ASSETS: undefined } }).request('/')),
    ).toBeUndefined();
  });

  it("sets the client build's manifest from the assets (npm run build)", async () => {
    const build = await buildIn(await stepHarness([buildStep]).request('/'));
    expect(build?.entry).toMatch(/\.js$/);
    expect(build?.buildId).toEqual(expect.any(String));
  });
});
