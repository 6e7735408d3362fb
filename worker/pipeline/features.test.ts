import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { featuresStep } from './features.ts';
import { stepHarness } from './stepHarness.ts';
import { forgetCachedFeatures } from '../features.ts';
import { FEATURES_KEY } from '../../shared/site/features.ts';

describe('features step (SPEC §7)', () => {
  beforeEach(forgetCachedFeatures);

  it('sets the flags and payloads of KV for the render', async () => {
    const state = { features: { notice: true }, payloads: { notice: { en: 'Hi', de: 'Hallo' } } };
    await env.KV.put(FEATURES_KEY, JSON.stringify(state));
    const response = await stepHarness([featuresStep]).request('/?lang=en');
    expect(((await response.json()) as { features: unknown }).features).toEqual(state);
  });

  it('sets no flags when KV holds none', async () => {
    await env.KV.delete(FEATURES_KEY);
    const response = await stepHarness([featuresStep]).request('/?lang=en');
    expect(((await response.json()) as { features: unknown }).features).toEqual({
      features: {},
      payloads: {},
    });
  });
});
