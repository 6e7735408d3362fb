import type { Env, KVNamespace } from './env.ts';
import type { Logger } from './log.ts';
import { describeError } from './log.ts';
import { upstreamClient, type Upstream } from './upstreams.ts';
import { redactPath } from '../shared/routes/paths.ts';
import { isKnownPage } from '../shared/routes/routeFacts.ts';
import { sha256Hex } from '../shared/encoding/sha256.ts';
import { DEFAULT_PAGE_CONFIG, pageConfigSchema, type PageConfig } from '../shared/site/schemas/pageConfig.ts';
import { pageConfigTarget } from '../shared/upstream/pageConfigTarget.ts';
import { PAGE_LOOKUP_TIMEOUT_MS } from '../shared/upstream/timeouts.ts';
import { StaleWhileRevalidate, type Kept } from './staleWhileRevalidate.ts';

/** SPEC §9: default data freshness, also the page-configuration cache window. */
export const PAGE_CONFIG_FRESH_MS = 5 * 60 * 1000;

/** The window, or `PAGE_CONFIG_FRESH_SECONDS` where set (the bench sees a stale copy without waiting 5 minutes). */
export function pageConfigFreshMs(env: Env): number {
  const seconds = Number(env.PAGE_CONFIG_FRESH_SECONDS);
  return env.PAGE_CONFIG_FRESH_SECONDS && Number.isFinite(seconds) && seconds >= 0
    ? seconds * 1000
    : PAGE_CONFIG_FRESH_MS;
}

type CachedPageConfig = Kept<PageConfig>;

/** How KV holds a copy (the shape earlier versions wrote, so their copies still serve). */
interface StoredPageConfig {
  storedAt: number;
  config: PageConfig;
}

interface PageConfigRequest {
  host: string;
  pathname: string;
  lang: string;
}

/** KV refuses keys over 512 bytes; a longer host or path is kept under its hash. */
const MAX_READABLE_KEY_LENGTH = 256;

/** How long a copy stays in KV at all: the last good copy for a conf-api outage, a week at most. */
const PAGE_CONFIG_KEPT_S = 7 * 24 * 60 * 60;

/**
 * Copies this isolate has read or fetched lately, in front of KV: most pages then need no KV read,
 * and a path that is no page of the portal (a 404, kept out of KV) no conf-api call each time.
 */
const recent = new StaleWhileRevalidate<PageConfig>({ maxEntries: 500 });

/** Tests start from a cold isolate. */
export function forgetRecentPageConfigs(): void {
  recent.clear();
}

export async function pageConfigCacheKey({ host, pathname, lang }: PageConfigRequest): Promise<string> {
  const key = `conf:${host}${redactPath(pathname)}:${lang}`;
  return key.length <= MAX_READABLE_KEY_LENGTH ? key : `conf:sha256:${await sha256Hex(key)}`;
}

/**
 * The page's configuration from conf-api, kept in KV per host, path and language, fresh for 5
 * minutes. Tokens are taken out of the path first: they are secrets and would make every guest a
 * cache miss. A stale copy is served at once while `waitUntil` refreshes it (DESIGN §8: the shell
 * never waits for a configuration seen before); only a key never seen waits for conf-api, since its
 * redirect must be known before the status goes out. When conf-api fails, the last good copy stays;
 * with none, the defaults. Only the portal's own pages are kept in KV, and for a week at most: any
 * path a visitor makes up would otherwise write a key of its own (conf-api still answers those, e.g.
 * with a redirect page).
 */
export async function loadPageConfig(
  deps: {
    kv: KVNamespace;
    confApi: Upstream;
    log: Logger;
    waitUntil: (promise: Promise<unknown>) => void;
    now?: number;
    freshMs?: number;
  },
  request: PageConfigRequest,
): Promise<PageConfig> {
  const now = deps.now ?? Date.now();
  const freshMs = deps.freshMs ?? PAGE_CONFIG_FRESH_MS;
  const key = await pageConfigCacheKey(request);
  const readKv = async (): Promise<CachedPageConfig | undefined> => {
    const stored = await deps.kv.get<StoredPageConfig>(key, 'json');
    return stored ? { storedAt: stored.storedAt, value: stored.config } : undefined;
  };
  // One KV read a request: a key this isolate has never seen is looked up there before its refresh.
  let kvRead: Promise<CachedPageConfig | undefined> | undefined;
  const fromKv = () => (kvRead ??= readKv());
  const logFailure = (error: unknown, cached: boolean) =>
    deps.log.error('error in call to confapi', { cause: describeError(error), cached });
  const refresh = async (): Promise<CachedPageConfig> => {
    // Another isolate may have refreshed it already.
    const inKv = await fromKv();
    if (inKv && now - inKv.storedAt < freshMs) return inKv;
    const config = await upstreamClient(
      deps.confApi,
      deps.log,
    )({
      to: pageConfigTarget(request.host, request.pathname, request.lang),
      answer: pageConfigSchema,
      timeoutMs: PAGE_LOOKUP_TIMEOUT_MS,
    });
    const stored: StoredPageConfig = { storedAt: now, config };
    if (isKnownPage(request.pathname)) {
      deps.waitUntil(deps.kv.put(key, JSON.stringify(stored), { expirationTtl: PAGE_CONFIG_KEPT_S }));
    }
    return { storedAt: now, value: config };
  };
  try {
    return await recent.read(key, {
      now,
      freshMs,
      waitUntil: deps.waitUntil,
      lookUp: fromKv,
      refresh,
      onBackgroundFailure: (error) => logFailure(error, true),
    });
  } catch (error) {
    logFailure(error, false);
    return DEFAULT_PAGE_CONFIG;
  }
}
