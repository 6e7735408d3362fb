import { describe, expect, it } from 'vitest';
import { requestUrl } from './requestUrl.ts';

describe('requestUrl', () => {
  it('parses a request once and each request apart', () => {
    const request = new Request('https://portal.test/reservations/abc?lang=de');
    const url = requestUrl(request);
    expect(url.searchParams.get('lang')).toBe('de');
    expect(requestUrl(request)).toBe(url);
    const redirected = new Request('https://portal.test/other', request);
    expect(requestUrl(redirected).pathname).toBe('/other');
  });
});
