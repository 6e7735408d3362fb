import type { KVNamespace } from './env.ts';
import type { Logger } from './log.ts';
import { describeError } from './log.ts';
import { upstreamClient, type Upstream } from './upstreams.ts';
import { redactPath } from '../shared/site/paths.ts';
import { isKnownPage } from '../shared/site/routeFacts.ts';
import { sha256Hex } from '../shared/site/sha256.ts';
import { DEFAULT_PAGE_CONFIG, pageConfigSchema, type PageConfig } from '../shared/site/schemas/pageConfig.ts';
import { pageConfigPath } from '../shared/upstream/pageConfigPath.ts';
import { PAGE_LOOKUP_TIMEOUT_MS } from '../shared/upstream/timeouts.ts';

/** SPEC §9: default data freshness, also the page-configuration cache window. */
export const PAGE_CONFIG_FRESH_MS = 5 * 60 * 1000;

interface CachedPageConfig {
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
 * and a path that is no page of the portal (a 404, kept out of KV) no conf-api call each time. The
 * same 5-minute freshness holds, by the copy's `storedAt`; the oldest copy goes beyond the bound.
 */
const recent = new Map<string, CachedPageConfig>();
const RECENT_BOUND = 500;

function remember(key: string, entry: CachedPageConfig) {
  recent.delete(key);
  recent.set(key, entry);
  if (recent.size > RECENT_BOUND) recent.delete(recent.keys().next().value!);
}

/** Tests start from a cold isolate. */
export function forgetRecentPageConfigs(): void {
  recent.clear();
}

export async function pageConfigCacheKey({ host, pathname, lang }: PageConfigRequest): Promise<string> {
  const key = `conf:${host}${redactPath(pathname)}:${lang}`;
  return key.length <= MAX_READABLE_KEY_LENGTH ? key : `conf:sha256:${await sha256Hex(key)}`;
}

/**
 * The page's configuration from conf-api, kept in KV for 5 minutes per host, path and language.
 * Tokens are taken out of the path first: they are secrets and would make every guest a cache miss.
 * When conf-api fails, the last good copy is served; with none, the defaults. Only the portal's
 * own pages are kept, and for a week at most: any path a visitor makes up would otherwise write a
 * key of its own (conf-api still answers those, e.g. with a redirect page).
 */
export async function loadPageConfig(
  deps: {
    kv: KVNamespace;
    confApi: Upstream;
    log: Logger;
    waitUntil: (promise: Promise<unknown>) => void;
    now?: number;
  },
  request: PageConfigRequest,
): Promise<PageConfig> {
  const now = deps.now ?? Date.now();
  const key = await pageConfigCacheKey(request);
  const isFresh = (entry: CachedPageConfig) => now - entry.storedAt < PAGE_CONFIG_FRESH_MS;
  const remembered = recent.get(key);
  if (remembered && isFresh(remembered)) return remembered.config;
  const stored = await deps.kv.get<CachedPageConfig>(key, 'json');
  if (stored && isFresh(stored)) {
    remember(key, stored);
    return stored.config;
  }
  // The last good copy, for when conf-api fails: KV's, or this isolate's of a path KV never keeps.
  const lastGood: CachedPageConfig | undefined = stored ?? remembered;
  const callConfApi = upstreamClient(deps.confApi, deps.log);
  try {
    const config = await callConfApi({
      service: 'conf-api',
      path: pageConfigPath(request.host, request.pathname, request.lang),
      answer: pageConfigSchema,
      timeoutMs: PAGE_LOOKUP_TIMEOUT_MS,
    });
    const entry: CachedPageConfig = { storedAt: now, config };
    remember(key, entry);
    if (isKnownPage(request.pathname)) {
      deps.waitUntil(deps.kv.put(key, JSON.stringify(entry), { expirationTtl: PAGE_CONFIG_KEPT_S }));
    }
    return config;
  } catch (error) {
    deps.log.error('error in call to confapi', { cause: describeError(error), cached: !!lastGood });
    return lastGood?.config ?? DEFAULT_PAGE_CONFIG;
  }
}
