import type { Env } from './env.ts';
import type { Logger } from './log.ts';
import { describeError } from './log.ts';
import { FEATURES_KEY, NO_FEATURES, parseFeatureState, type FeatureState } from '../shared/site/features.ts';

const DEFAULT_CACHE_SECONDS = 30;

let cached: { at: number; state: FeatureState } | undefined;

export function featuresCacheSeconds(env: Env): number {
  const seconds = Number(env.FEATURES_CACHE_SECONDS);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_CACHE_SECONDS;
}

/**
 * The flags, read from KV and kept in the worker for the cache window, so a change in KV shows
 * on every page within that window and most requests touch nothing.
 */
export async function loadFeatures(env: Env, log: Logger, now = Date.now()): Promise<FeatureState> {
  if (cached && now - cached.at < featuresCacheSeconds(env) * 1000) return cached.state;
  try {
    const stored = await env.KV.get(FEATURES_KEY, 'json');
    const state = stored === null ? NO_FEATURES : parseFeatureState(stored);
    cached = { at: now, state };
    return state;
  } catch (error) {
    log.error('Cannot load features', { cause: describeError(error) });
    return cached?.state ?? NO_FEATURES;
  }
}

/** Tests start from a cold worker. */
export function forgetCachedFeatures(): void {
  cached = undefined;
}
