import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetRecentPageConfigs,
  loadPageConfig,
  PAGE_CONFIG_FRESH_MS,
  pageConfigCacheKey,
} from './pageConfig.ts';
import type { Logger } from './log.ts';
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
    await Promise.all(waits);
    return config;
  };
  return { calls, errors, load };
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

  it('serves from KV for 5 minutes, then asks again', async () => {
    let caption = 'first';
    const { calls, load } = harness(async () => portal(caption));
    expect((await load(0)).conf.logoCaption).toBe('first');
    caption = 'second';
    expect((await load(PAGE_CONFIG_FRESH_MS - 1)).conf.logoCaption).toBe('first');
    expect(calls).toHaveLength(1);
    expect((await load(PAGE_CONFIG_FRESH_MS + 1)).conf.logoCaption).toBe('second');
    expect(calls).toHaveLength(2);
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
    const deps = {
      kv,
      log: { info() {}, warn() {}, error() {} },
      waitUntil: () => {},
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
    expect(calls).toHaveLength(2);
  });

  it('treats a malformed answer as a failure', async () => {
    const { errors, load } = harness(async () => Response.json({ no: 'pagetype' }));
    expect(await load(0)).toEqual(DEFAULT_PAGE_CONFIG);
    expect(errors).toEqual(['error in call to confapi']);
  });
});
