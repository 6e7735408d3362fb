import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetRecentPageConfigs,
  loadPageConfig,
  PAGE_CONFIG_FRESH_MS,
  pageConfigCacheKey,
} from './pageConfig.ts';
import type { Logger } from './log.ts';
import { RETRY_AFTER_FAILURE_MS } from './staleWhileRevalidate.ts';
import { DEFAULT_PAGE_CONFIG } from '../shared/site/schemas/pageConfig.ts';

const REQUEST = { host: 'portal.test', pathname: '/reservations/AbCdEfGhIjKlMnOpQrStUv', lang: 'en' };

function harness(answer: () => Promise<Response>) {
  const calls: string[] = [];
  const errors: string[] = [];
  const waits: Promise<unknown>[] = [];
  const log: Logger = { info: () => {}, warn: () => {}, error: (message) => errors.push(message) };
  const deps = {
    kv: env.KV,
    log,
    waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    confApi: vi.fn(async (request: Request) => {
      calls.push(new URL(request.url).pathname + new URL(request.url).search);
      return answer();
    }),
  };
  const load = async (now: number) => {
    const config = await loadPageConfig({ ...deps, now }, REQUEST);
    await settled(waits);
    return config;
  };
  return { calls, errors, load, deps, waits };
}

/** Work handed to waitUntil, including what that work hands on (a refresh's KV write). */
async function settled(waits: Promise<unknown>[]) {
  let awaited = 0;
  while (awaited < waits.length) {
    awaited = waits.length;
    await Promise.all(waits);
  }
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const portal = (caption: string) => Response.json({ pagetype: 'portal', conf: { logoCaption: caption } });

describe('page configuration at the edge', () => {
  beforeEach(async () => {
    forgetRecentPageConfigs();
    await env.KV.delete(await pageConfigCacheKey(REQUEST));
  });

  it('asks conf-api for host and path with the language, never with the token', async () => {
    const { calls, load } = harness(async () => portal('A'));
    await load(0);
    expect(calls).toEqual(['/conf-api/v1/pages/portal.test/reservations/[token]?lang=en']);
    expect(await pageConfigCacheKey(REQUEST)).not.toContain('AbCdEf');
  });

  it('serves from KV for 5 minutes, then serves the stale copy at once and refreshes it after the answer', async () => {
    let caption = 'first';
    const { calls, load } = harness(async () => portal(caption));
    expect((await load(0)).conf.logoCaption).toBe('first');
    caption = 'second';
    expect((await load(PAGE_CONFIG_FRESH_MS - 1)).conf.logoCaption).toBe('first');
    expect(calls).toHaveLength(1);
    expect((await load(PAGE_CONFIG_FRESH_MS + 1)).conf.logoCaption).toBe('first');
    expect(calls).toHaveLength(2);
    expect((await load(PAGE_CONFIG_FRESH_MS + 2)).conf.logoCaption).toBe('second');
    expect(calls).toHaveLength(2);
  });

  it('serves a stale copy without waiting for conf-api, and refreshes it once for requests at the same time', async () => {
    const { calls, deps } = harness(async () => portal('first'));
    await loadPageConfig({ ...deps, now: 0 }, REQUEST);
    const slow = deferred<Response>();
    deps.confApi.mockImplementation(async (request: Request) => {
      calls.push(new URL(request.url).pathname);
      return slow.promise;
    });
    const refreshes: Promise<unknown>[] = [];
    const stale = {
      ...deps,
      now: PAGE_CONFIG_FRESH_MS * 2,
      waitUntil: (p: Promise<unknown>) => refreshes.push(p),
    };
    const served = await Promise.all([1, 2, 3].map(() => loadPageConfig(stale, REQUEST)));
    expect(served.map((config) => config.conf.logoCaption)).toEqual(['first', 'first', 'first']);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    slow.resolve(portal('second'));
    await settled(refreshes);
    expect(calls).toHaveLength(2);
    expect((await loadPageConfig({ ...stale, now: stale.now + 1 }, REQUEST)).conf.logoCaption).toBe('second');
  });

  it('makes a key never seen wait for conf-api: its redirect decides the status', async () => {
    const slow = deferred<Response>();
    const { deps, waits } = harness(() => slow.promise);
    let answered = false;
    const loading = loadPageConfig({ ...deps, now: 0 }, REQUEST).then((config) => {
      answered = true;
      return config;
    });
    await vi.waitFor(() => expect(deps.confApi).toHaveBeenCalledTimes(1));
    expect(answered).toBe(false);
    slow.resolve(Response.json({ pagetype: 'redirect', body: { location: '/elsewhere' } }));
    expect(await loading).toMatchObject({ pagetype: 'redirect', body: { location: '/elsewhere' } });
    await settled(waits);
  });

  it('keeps the stale copy when its refresh fails, logs it, and leaves conf-api alone for a while', async () => {
    let failing = false;
    const { calls, errors, load } = harness(async () =>
      failing ? new Response('down', { status: 503 }) : portal('good'),
    );
    await load(0);
    failing = true;
    expect((await load(PAGE_CONFIG_FRESH_MS)).conf.logoCaption).toBe('good');
    expect(errors).toEqual(['error in call to confapi']);
    expect((await load(PAGE_CONFIG_FRESH_MS + RETRY_AFTER_FAILURE_MS - 1)).conf.logoCaption).toBe('good');
    expect(calls).toHaveLength(2);
    failing = false;
    await load(PAGE_CONFIG_FRESH_MS + RETRY_AFTER_FAILURE_MS);
    expect(calls).toHaveLength(3);
  });

  it('serves a stale copy another isolate left in KV, and refreshes it', async () => {
    const { calls, load } = harness(async () => portal('new'));
    await env.KV.put(
      await pageConfigCacheKey(REQUEST),
      JSON.stringify({ storedAt: 0, config: { pagetype: 'portal', conf: { logoCaption: 'kept' } } }),
    );
    expect((await load(PAGE_CONFIG_FRESH_MS * 2)).conf.logoCaption).toBe('kept');
    expect(calls).toHaveLength(1);
    forgetRecentPageConfigs();
    expect((await load(PAGE_CONFIG_FRESH_MS * 2 + 1)).conf.logoCaption).toBe('new');
  });

  it('serves the last good copy when conf-api fails, and logs it', async () => {
    let failing = false;
    const { errors, load } = harness(async () =>
      failing ? new Response('down', { status: 502 }) : portal('good'),
    );
    await load(0);
    failing = true;
    expect((await load(PAGE_CONFIG_FRESH_MS * 3)).conf.logoCaption).toBe('good');
    expect(errors).toEqual(['error in call to confapi']);
  });

  it('renders with defaults when conf-api has never answered', async () => {
    const { errors, load } = harness(async () => {
      throw new TypeError('Network connection lost');
    });
    expect(await load(0)).toEqual(DEFAULT_PAGE_CONFIG);
    expect(errors).toEqual(['error in call to confapi']);
  });

  it('keeps a long host or path under a bounded key (KV refuses keys over 512 bytes)', async () => {
    const key = await pageConfigCacheKey({
      host: 'h'.repeat(520),
      pathname: `/${'x'.repeat(490)}`,
      lang: 'en',
    });
    expect(key.length).toBeLessThan(100);
    const sameAgain = await pageConfigCacheKey({
      host: 'h'.repeat(520),
      pathname: `/${'x'.repeat(490)}`,
      lang: 'en',
    });
    expect(sameAgain).toBe(key);
  });

  it('writes nothing to KV for a path that is no page of the portal, and lets the rest expire', async () => {
    const made = { ...REQUEST, pathname: '/made-up-by-a-visitor' };
    const puts: { key: string; ttl?: number }[] = [];
    const kv = {
      get: env.KV.get.bind(env.KV),
      put: async (key: string, _value: string, options?: { expirationTtl?: number }) => {
        puts.push({ key, ttl: options?.expirationTtl });
      },
    } as unknown as typeof env.KV;
    const deps = {
      kv,
      log: { info() {}, warn() {}, error() {} },
      waitUntil: () => {},
      confApi: async () => portal('A'),
    };
    await loadPageConfig(deps, made);
    expect(puts).toEqual([]);
    await loadPageConfig(deps, REQUEST);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.ttl).toBe(7 * 24 * 60 * 60);
  });

  it('keeps recent copies in the isolate: a fresh one needs no KV read, and a 404 path no second call', async () => {
    const kvReads: string[] = [];
    const kv = {
      get: async (key: string, type: 'json') => {
        kvReads.push(key);
        return env.KV.get(key, type);
      },
      put: env.KV.put.bind(env.KV),
    } as unknown as typeof env.KV;
    const calls: string[] = [];
    const refreshes: Promise<unknown>[] = [];
    const deps = {
      kv,
      log: { info() {}, warn() {}, error() {} },
      waitUntil: (promise: Promise<unknown>) => refreshes.push(promise),
      confApi: async (request: Request) => {
        calls.push(new URL(request.url).pathname);
        return portal('A');
      },
    };
    const made = { ...REQUEST, pathname: '/made-up-by-a-visitor' };
    await loadPageConfig({ ...deps, now: 0 }, made);
    await loadPageConfig({ ...deps, now: PAGE_CONFIG_FRESH_MS - 1 }, made);
    expect(calls).toHaveLength(1);
    expect(kvReads).toHaveLength(1);
    await loadPageConfig({ ...deps, now: PAGE_CONFIG_FRESH_MS + 1 }, made);
    await settled(refreshes);
    expect(calls).toHaveLength(2);
  });

  it('treats a malformed answer as a failure', async () => {
    const { errors, load } = harness(async () => Response.json({ no: 'pagetype' }));
    expect(await load(0)).toEqual(DEFAULT_PAGE_CONFIG);
    expect(errors).toEqual(['error in call to confapi']);
  });
});
