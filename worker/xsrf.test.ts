import { describe, expect, it } from 'vitest';
import { passesXsrfCheck } from './xsrf.ts';
import { fetchWhole, fixtures } from '../entry/test/request.ts';

const PATH = 'https://portal.test/webcc-api/v1/booking/reservations/4815162342/authcodes/email';

describe('XSRF protection of the product APIs', () => {
  it('lets safe methods through and checks the others', async () => {
    expect(await passesXsrfCheck('GET', undefined, undefined)).toBe(true);
    expect(await passesXsrfCheck('POST', 'abc', 'abc')).toBe(true);
    expect(await passesXsrfCheck('POST', 'abc', 'abd')).toBe(false);
    expect(await passesXsrfCheck('DELETE', undefined, 'abc')).toBe(false);
    expect(await passesXsrfCheck('PUT', 'abc', undefined)).toBe(false);
  });

  it('gives a page visitor the cookie, readable by the page (not HttpOnly) and usable in a frame', async () => {
    const response = await fetchWhole('https://portal.test/?lang=en');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{24}; Path=\/; Secure; SameSite=None; Partitioned$/);
  });

  it('refuses a mutating call without the header, or with another value, with 403', async () => {
    expect((await fetchWhole(PATH, { method: 'POST' })).status).toBe(403);
    const mismatched = await fetchWhole(PATH, {
      method: 'POST',
      headers: { cookie: 'XSRF-TOKEN=one', 'x-xsrf-token': 'two' },
    });
    expect(mismatched.status).toBe(403);
    // The booking's own token too: the edge forwards number-keyed calls only with it (issue 14).
    const { token } = (await fixtures()).reservations.find((r) => r.number === '4815162342')!;
    const matched = await fetchWhole(PATH, {
      method: 'POST',
      headers: {
        cookie: 'XSRF-TOKEN=same-token',
        'x-xsrf-token': 'same-token',
        'x-reservation-token': token,
      },
    });
    expect(matched.status).toBe(202);
  });
});
