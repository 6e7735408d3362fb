import { describe, expect, it } from 'vitest';
import { pageConfigStep } from './pageConfig.ts';
import { stepHarness } from './stepHarness.ts';

// Each case asks for its own path: the step keeps configurations in KV per host, path and language.
function pageConfigOf(page: unknown) {
  const confCalls: string[] = [];
  const harness = stepHarness([pageConfigStep], {
    before: (c) => c.set('language', 'de'),
    upstreams: {
      'conf-api': async (request) => {
        confCalls.push(new URL(request.url).pathname + new URL(request.url).search);
        return Response.json(page);
      },
    },
  });
  return { confCalls, logged: harness.logged, request: harness.request };
}

describe('page configuration step', () => {
  it("sets the page's configuration for later steps, asked in the page's language", async () => {
    const { request, confCalls } = pageConfigOf({ pagetype: 'portal', conf: { logoCaption: 'Coast' } });
    const response = await request('/login');
    expect(
      ((await response.json()) as { pageConfig: { conf: { logoCaption: string } } }).pageConfig.conf
        .logoCaption,
    ).toBe('Coast');
    expect(confCalls).toEqual(['/conf-api/v1/pages/portal.test/login?lang=de']);
  });

  it('answers a redirect page with its location, 301 when it names no status', async () => {
    const { request } = pageConfigOf({ pagetype: 'redirect', body: { location: '/myaccount/bookings' } });
    const response = await request('/bookings');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/myaccount/bookings');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers with the status the page names, also to another site', async () => {
    const { request } = pageConfigOf({
      pagetype: 'redirect',
      body: { location: 'https://www.holiday-homes.example/x', status: 307 },
    });
    const response = await request('/x');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('https://www.holiday-homes.example/x');
  });

  it('renders a redirect page without a location, and logs it', async () => {
    const { request, logged } = pageConfigOf({ pagetype: 'redirect', body: {} });
    expect((await request('/broken')).status).toBe(200);
    expect(logged).toContainEqual({
      level: 'error',
      message: 'error in call to confapi',
      fields: { cause: 'redirect page without a location' },
    });
  });
});
