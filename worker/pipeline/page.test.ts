import { describe, expect, it } from 'vitest';
import { pageSteps } from './page.ts';
import { stepHarness } from './stepHarness.ts';
import { serverErrorAnswer } from './serverError.ts';
import type { RenderInput } from '../../shared/site/render.ts';

function portalPage(render: (input: RenderInput) => Response = () => new Response('<p>page</p>')) {
  const inputs: RenderInput[] = [];
  const harness = stepHarness(
    [
      ...pageSteps(async (input) => {
        inputs.push(input);
        return render(input);
      }),
    ],
    {
      onError: serverErrorAnswer(() => undefined),
      upstreams: {
        'conf-api': async () => Response.json({ pagetype: 'portal' }),
        'webcc-api': async () => new Response(null, { status: 404 }),
      },
    },
  );
  return { ...harness, inputs };
}

describe('the page pipeline, in order', () => {
  it('answers with the first redirect a step decides, and renders nothing', async () => {
    const { request, inputs } = portalPage();
    const response = await request('/login?partner=P5678');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?partner=P5678&lang=en');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(inputs).toEqual([]);
  });

  it('renders with what every step set, cookies in the order the steps set them', async () => {
    const { request, inputs } = portalPage();
    const response = await request('/login?lang=de&partner=P5678&color-thm=%23000', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual([
      'lang',
      'partner',
      'theme',
      'XSRF-TOKEN',
      'uid',
    ]);
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${inputs[0]!.nonce}'`);
    // Local mode: the page goes out as identity, for the local runtime not to buffer it.
    expect(response.headers.get('content-encoding')).toBe('identity');
    expect(inputs[0]).toMatchObject({ lang: 'de', partner: { id: 'P5678' }, theme: { thm: '#000000' } });
  });

  it('answers a failed render with the error page, not under the page policy', async () => {
    const { request } = portalPage(() => {
      throw new Error('render exploded');
    });
    const response = await request('/login?lang=en');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-security-policy')).not.toContain('nonce');
  });
});
