import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetCachedFlags, loadFlags } from './flags.ts';
import type { Logger } from './log.ts';
import { FLAG_STATE_KEY } from '../shared/site/flags.ts';
import { RETRY_AFTER_FAILURE_MS } from './staleWhileRevalidate.ts';

const WINDOW_MS = 30_000;
const flags = (notice: boolean) => JSON.stringify({ features: { notice }, payloads: {} });

function harness() {
  const errors: string[] = [];
  const refreshes: Promise<unknown>[] = [];
  const log: Logger = { info() {}, warn() {}, error: (message) => errors.push(message) };
  const load = async (now: number) =>
    (await loadFlags(env, log, (promise) => refreshes.push(promise), now)).features.notice;
  return { errors, refreshes, load };
}

describe('feature flags at the edge (issue 29 point 1)', () => {
  beforeEach(async () => {
    forgetCachedFlags();
    await env.KV.put(FLAG_STATE_KEY, flags(false));
  });

  it('keeps the flags for the window, then serves them at once while KV is read again behind the page', async () => {
    const { load, refreshes } = harness();
    expect(await load(0)).toBe(false);
    await env.KV.put(FLAG_STATE_KEY, flags(true));
    expect(await load(WINDOW_MS - 1)).toBe(false);
    expect(refreshes).toHaveLength(0);
    expect(await load(WINDOW_MS)).toBe(false);
    expect(await load(WINDOW_MS + 1)).toBe(false);
    expect(refreshes).toHaveLength(1);
    await Promise.all(refreshes);
    expect(await load(WINDOW_MS + 2)).toBe(true);
  });

  it('keeps the last flags when KV gives something unreadable, and logs it', async () => {
    const { errors, load, refreshes } = harness();
    await load(0);
    await env.KV.put(FLAG_STATE_KEY, flags(true));
    await load(WINDOW_MS);
    await Promise.all(refreshes);
    await env.KV.put(FLAG_STATE_KEY, '{"features":{"notice":"yes"}}');
    expect(await load(WINDOW_MS * 2)).toBe(true);
    await Promise.all(refreshes);
    expect(await load(WINDOW_MS * 2 + 1)).toBe(true);
    expect(errors).toEqual(['Cannot load features']);
    expect(await load(WINDOW_MS * 2 + RETRY_AFTER_FAILURE_MS - 1)).toBe(true);
    expect(refreshes).toHaveLength(2);
  });

  it('makes a worker that has never read the flags wait for KV, and renders without flags when it fails', async () => {
    const { errors, load } = harness();
    await env.KV.put(FLAG_STATE_KEY, '[]');
    expect(await load(0)).toBeUndefined();
    expect(errors).toEqual(['Cannot load features']);
    await env.KV.put(FLAG_STATE_KEY, flags(true));
    expect(await load(1)).toBe(true);
  });
});
