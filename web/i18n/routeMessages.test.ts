import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@lingui/core';
import { catalogueUrl, ensureMessages, registerBrowserMessages } from './routeMessages.ts';

describe('the texts the browser fetches', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('come from a URL naming the build, so they may be cached for good', () => {
    expect(catalogueUrl('de', 'precheckin', 'abc123')).toBe('/i18n/de/precheckin.json?build=abc123');
    expect(catalogueUrl('en', 'common', null)).toBe('/i18n/en/common.json');
  });

  it('are fetched once per feature when the page and its route ask at the same time', async () => {
    const fetch = vi.fn(async () => Response.json({ 'site.name': ['Ferienhäuser'] }));
    vi.stubGlobal('fetch', fetch);
    const i18n = setupI18n({ locale: 'de', messages: { de: {} } });
    registerBrowserMessages(i18n, 'de', 'b1');
    await Promise.all([ensureMessages(['common']), ensureMessages(['common'])]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(i18n._('site.name')).toBe('Ferienhäuser');
  });

  it('are asked for again after a failed request', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ 'site.name': ['Holiday Homes'] }));
    vi.stubGlobal('fetch', fetch);
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    registerBrowserMessages(i18n, 'en', 'b1');
    await expect(ensureMessages(['common'])).rejects.toThrow('503');
    await ensureMessages(['common']);
    expect(i18n._('site.name')).toBe('Holiday Homes');
  });
});
