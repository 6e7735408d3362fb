import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageProxyStep, resizeOptions } from './imageProxy.ts';
import { stepHarness } from './stepHarness.ts';
import { imageModifiersSchema } from '../../shared/accommodation/imageModifiers.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';

function harness(env: { PICTURES_URL?: string } = {}) {
  const received: Request[] = [];
  const webcc = vi.fn(async (request: Request) => {
    received.push(request);
    return new URL(request.url).pathname.endsWith('/1.svg')
      ? new Response(SVG, { headers: { 'Content-Type': 'image/svg+xml' } })
      : Response.json({ error: 'not_found' }, { status: 404 });
  });
  const { request } = stepHarness([(c) => imageProxyStep(c)], { upstreams: { 'webcc-api': webcc }, env });
  return { request, received };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('image proxy step', () => {
  it('answers the original from webcc-api when no picture host is configured (local mode)', async () => {
    const { request, received } = harness();
    const response = await request('/img/f_webp,fit_cover,w_320,h_200/IT3020.100.1/1.svg');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SVG);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(new URL(received[0]!.url).pathname).toBe('/webcc-api/v1/pictures/IT3020.100.1/1.svg');
  });

  it('resizes through Cloudflare with the modifiers when the picture host is configured', async () => {
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('webp bytes', { headers: { 'Content-Type': 'image/webp' } }));
    const { request, received } = harness({ PICTURES_URL: 'https://pictures.example/' });
    const response = await request('/img/f_webp,fit_inside,s_640x400,q_80,b_fff/IT3020.100.1/2.svg');
    expect(response.status).toBe(200);
    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe('webp bytes');
    expect(received).toHaveLength(0);
    const [url, init] = fetched.mock.calls[0]!;
    expect(url).toBe('https://pictures.example/IT3020.100.1/2.svg');
    expect((init as RequestInit).cf).toEqual({
      image: { width: 640, height: 400, fit: 'scale-down', format: 'webp', quality: 80, background: '#fff' },
    });
  });

  it.each([
    ['an unknown modifier', '/img/x_1/IT3020.100.1/1.svg'],
    ['a width that is not a number', '/img/w_wide/IT3020.100.1/1.svg'],
    ['a width past 4096', '/img/w_5000/IT3020.100.1/1.svg'],
    ['a quality past 100', '/img/q_101/IT3020.100.1/1.svg'],
    ['an unknown format', '/img/f_gif/IT3020.100.1/1.svg'],
    ['an unknown fit', '/img/fit_stretch/IT3020.100.1/1.svg'],
    ['a size without height', '/img/s_640/IT3020.100.1/1.svg'],
    ['a background that is no colour', '/img/b_red/IT3020.100.1/1.svg'],
    ['a modifier named twice', '/img/w_1,w_2/IT3020.100.1/1.svg'],
    ['no picture path', '/img/w_320'],
    ['a path that climbs out', '/img/w_320/../secrets.txt'],
    ['a path with a dot segment', '/img/w_320/.hidden/1.svg'],
  ])('refuses %s with 400, never 500', async (_case, path) => {
    const { request, received } = harness();
    const response = await request(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'bad_request' });
    expect(received).toHaveLength(0);
  });

  it('answers 502, not 500, when the picture host cannot be reached', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Network connection lost'));
    const { request } = harness({ PICTURES_URL: 'https://pictures.example/' });
    const response = await request('/img/f_webp,w_320/IT3020.100.1/1.svg');
    expect(response.status).toBe(502);
    fetched.mockRestore();
  });

  it('passes a missing picture on as 404', async () => {
    const { request } = harness();
    expect((await request('/img/w_320/IT3020.100.1/9.svg')).status).toBe(404);
  });

  it('takes `_` for no modifiers', async () => {
    const { request } = harness();
    expect((await request('/img/_/IT3020.100.1/1.svg')).status).toBe(200);
  });
});

describe('resize options', () => {
  it('lets w and h win over s, and leaves out what was not asked', () => {
    const modifiers = imageModifiersSchema.parse({ s: '640x400', w: '320' });
    expect(resizeOptions(modifiers)).toEqual({ width: 320, height: 400 });
    expect(resizeOptions(imageModifiersSchema.parse({}))).toEqual({});
  });
});
