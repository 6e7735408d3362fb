import { describe, expect, it } from 'vitest';
import type { Context } from 'hono';
import { renderStep } from './render.ts';
import { stepHarness } from './stepHarness.ts';
import type { AppEnv } from './appEnv.ts';
import type { RenderInput } from '../../shared/site/render.ts';
import { DEFAULT_PAGE_CONFIG } from '../../shared/site/schemas/pageConfig.ts';

function earlierSteps(c: Context<AppEnv>) {
  c.set('language', 'de');
  c.set('partner', null);
  c.set('pageConfig', DEFAULT_PAGE_CONFIG);
  c.set('flags', { features: { notice: true }, payloads: {} });
  c.set('build', undefined);
  c.set('theme', { thm: '#000000' });
  c.set('identityBase', null);
  c.set('secureHeadersNonce', 'nonce-of-this-request');
  c.header('Set-Cookie', 'lang=de', { append: true });
}

function renderWith(answer: (input: RenderInput) => Response | Promise<Response>) {
  const inputs: RenderInput[] = [];
  const webcc: Request[] = [];
  const harness = stepHarness(
    [
      renderStep(async (input) => {
        inputs.push(input);
        return answer(input);
      }),
    ],
    {
      before: earlierSteps,
      env: { CONTACT_PHONE: '+49 30 123' },
      upstreams: {
        'webcc-api': async (request) => {
          webcc.push(request);
          return Response.json({ ok: true });
        },
      },
    },
  );
  return { ...harness, inputs, webcc };
}

describe('render step', () => {
  it('renders with what the earlier steps set', async () => {
    const { request, inputs } = renderWith(() => new Response('<p>page</p>'));
    await request('/login?lang=de', { headers: { cookie: 'ory_kratos_session=x' } });
    expect(inputs[0]).toMatchObject({
      lang: 'de',
      nonce: 'nonce-of-this-request',
      pageConfig: DEFAULT_PAGE_CONFIG,
      partner: null,
      flags: { features: { notice: true }, payloads: {} },
      theme: { thm: '#000000' },
      identityBase: null,
      hasSessionCookie: true,
      contactPhone: '+49 30 123',
    });
  });

  it("answers with the render's status and type, the steps' cookies, never cached", async () => {
    const { request } = renderWith(
      () =>
        new Response('<p>gone</p>', { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    );
    const response = await request('/nowhere?lang=de');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.getSetCookie()).toEqual(['lang=de']);
    expect(await response.text()).toBe('<p>gone</p>');
  });

  it("lets the loaders call the same-origin APIs in-process, for the visitor's address", async () => {
    const { request, webcc } = renderWith(async (input) => {
      const known = await input.api('/webcc-api/v1/partners');
      const unknown = await input.api('/elsewhere/v1');
      return new Response(`${known.status} ${unknown.status}`);
    });
    const response = await request('/?lang=de', { headers: { 'cf-connecting-ip': '192.0.2.9' } });
    expect(await response.text()).toBe('200 404');
    expect(webcc[0]!.url).toBe('https://portal.test/webcc-api/v1/partners');
    expect(webcc[0]!.headers.get('x-forwarded-for')).toBe('192.0.2.9');
  });

  it('logs an error the render reports', async () => {
    const { request, logged } = renderWith((input) => {
      input.reportError(new TypeError('no such field'));
      return new Response('<p>page</p>');
    });
    await request('/?lang=de');
    expect(logged).toContainEqual({
      level: 'error',
      message: 'render error',
      fields: { cause: 'TypeError: no such field' },
    });
  });
});
