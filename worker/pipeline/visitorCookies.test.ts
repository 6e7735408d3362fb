import { describe, expect, it } from 'vitest';
import { visitorCookiesStep } from './visitorCookies.ts';
import { stepHarness } from './stepHarness.ts';

describe('visitor cookies step (SPEC §9)', () => {
  it('gives a new visitor the XSRF token (readable by the page) and a user id for 3 days', async () => {
    const [xsrf, uid] = (await stepHarness([visitorCookiesStep]).request('/?lang=en')).headers.getSetCookie();
    expect(xsrf).toMatch(/^XSRF-TOKEN=[\w-]{24}; Path=\/; Secure; SameSite=None; Partitioned$/);
    expect(uid).toMatch(
      /^uid=[\w-]{21}; Max-Age=259200; Path=\/; HttpOnly; Secure; SameSite=None; Partitioned$/,
    );
  });

  it('gives a returning visitor nothing new', async () => {
    const response = await stepHarness([visitorCookiesStep]).request('/?lang=en', {
      headers: { cookie: 'XSRF-TOKEN=abc; uid=def' },
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
