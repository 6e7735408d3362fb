import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { flagsStep } from './flags.ts';
import { stepHarness } from './stepHarness.ts';
import { forgetCachedFlags } from '../flags.ts';
import { FLAG_STATE_KEY } from '../../shared/site/flags.ts';

describe('flags step (SPEC §7)', () => {
  beforeEach(forgetCachedFlags);

  it('sets the flags and payloads of KV for the render', async () => {
    const state = { features: { notice: true }, payloads: { notice: { en: 'Hi', de: 'Hallo' } } };
    await env.KV.put(FLAG_STATE_KEY, JSON.stringify(state));
    const response = await stepHarness([flagsStep]).request('/?lang=en');
    expect(((await response.json()) as { flags: unknown }).flags).toEqual(state);
  });

  it('sets no flags when KV holds none', async () => {
    await env.KV.delete(FLAG_STATE_KEY);
    const response = await stepHarness([flagsStep]).request('/?lang=en');
    expect(((await response.json()) as { flags: unknown }).flags).toEqual({
      features: {},
      payloads: {},
    });
  });
});
