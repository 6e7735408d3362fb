import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from './appEnv.ts';
import { requestIdStep } from './requestId.ts';
import { requestContextStep } from './requestContext.ts';
import type { Upstream } from '../upstreams.ts';

describe('request context step', () => {
  it('gives later steps a log naming the request (no token) and the upstreams for this request', async () => {
    const conf: Upstream = async () => new Response('conf');
    const upstreamsFor = vi.fn(() => ({
      'conf-api': conf,
      'webcc-api': conf,
      'guestworld-api': conf,
      'validation-api': conf,
    }));
    const app = new Hono<AppEnv>();
    app.use('*', requestIdStep, requestContextStep(upstreamsFor));
    app.get('*', async (c) => {
      c.var.log.info('hello');
      return c.text(await (await c.var.upstreams['conf-api'](c.req.raw)).text());
    });
    const lines = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const response = await app.request(
      'https://portal.test/reservations/AbCdEfGhIjKlMnOpQrStUv',
      { headers: { 'cf-ray': 'ray-7' } },
      env,
    );
    expect(await response.text()).toBe('conf');
    expect(upstreamsFor).toHaveBeenCalledOnce();
    expect(JSON.parse(String(lines.mock.calls[0]?.[0]))).toEqual({
      level: 'info',
      message: 'hello',
      requestId: 'ray-7',
      path: '/reservations/[token]',
    });
    lines.mockRestore();
  });
});
