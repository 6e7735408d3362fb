import type { Env } from './env.ts';
import type { Logger } from './log.ts';
import { describeError } from './log.ts';
import { StaleWhileRevalidate } from './staleWhileRevalidate.ts';
import { FLAG_STATE_KEY, NO_FLAGS, parseFlagState, type FlagState } from '../shared/site/flags.ts';

const DEFAULT_CACHE_SECONDS = 30;

const cached = new StaleWhileRevalidate<FlagState>({ maxEntries: 1 });

export function flagsCacheSeconds(env: Env): number {
  const seconds = Number(env.FEATURES_CACHE_SECONDS);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_CACHE_SECONDS;
}

/**
 * The flags, read from KV and kept in the worker for the cache window, so a change in KV shows on
 * every page within that window and most requests touch nothing. After the window the copy is
 * still served while `waitUntil` reads KV again: only a worker that has never read the flags waits.
 */
export async function loadFlags(
  env: Env,
  log: Logger,
  waitUntil: (promise: Promise<unknown>) => void,
  now = Date.now(),
): Promise<FlagState> {
  const logFailure = (error: unknown) => log.error('Cannot load features', { cause: describeError(error) });
  try {
    return await cached.read(FLAG_STATE_KEY, {
      now,
      freshMs: flagsCacheSeconds(env) * 1000,
      waitUntil,
      refresh: async () => {
        const stored = await env.KV.get(FLAG_STATE_KEY, 'json');
        return { storedAt: now, value: stored === null ? NO_FLAGS : parseFlagState(stored) };
      },
      onBackgroundFailure: logFailure,
    });
  } catch (error) {
    logFailure(error);
    return NO_FLAGS;
  }
}

/** Tests start from a cold worker. */
export function forgetCachedFlags(): void {
  cached.clear();
}
