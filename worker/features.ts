import type { Env } from './env.ts';
import type { Logger } from './log.ts';
import { describeError } from './log.ts';
import { StaleWhileRevalidate } from './staleWhileRevalidate.ts';
import { FEATURES_KEY, NO_FEATURES, parseFeatureState, type FeatureState } from '../shared/site/features.ts';

const DEFAULT_CACHE_SECONDS = 30;

const cached = new StaleWhileRevalidate<FeatureState>({ maxEntries: 1 });

export function featuresCacheSeconds(env: Env): number {
  const seconds = Number(env.FEATURES_CACHE_SECONDS);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_CACHE_SECONDS;
}

/**
 * The flags, read from KV and kept in the worker for the cache window, so a change in KV shows on
 * every page within that window and most requests touch nothing. After the window the copy is
 * still served while `waitUntil` reads KV again: only a worker that has never read the flags waits.
 */
export async function loadFeatures(
  env: Env,
  log: Logger,
  waitUntil: (promise: Promise<unknown>) => void,
  now = Date.now(),
): Promise<FeatureState> {
  const logFailure = (error: unknown) => log.error('Cannot load features', { cause: describeError(error) });
  try {
    return await cached.read(FEATURES_KEY, {
      now,
      freshMs: featuresCacheSeconds(env) * 1000,
      waitUntil,
      refresh: async () => {
        const stored = await env.KV.get(FEATURES_KEY, 'json');
        return { storedAt: now, value: stored === null ? NO_FEATURES : parseFeatureState(stored) };
      },
      onBackgroundFailure: logFailure,
    });
  } catch (error) {
    logFailure(error);
    return NO_FEATURES;
  }
}

/** Tests start from a cold worker. */
export function forgetCachedFeatures(): void {
  cached.clear();
}
