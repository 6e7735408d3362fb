import { describe, expect, it } from 'vitest';
import { pageRedirect } from './pageRedirect.ts';

const ORIGIN = 'https://portal.test';

describe('redirect check (SPEC §2)', () => {
  it('leaves ordinary pages alone', () => {
    expect(pageRedirect({ pagetype: 'portal', body: undefined }, ORIGIN)).toEqual({ kind: 'none' });
  });

  it('stays in the app for its own pages, with status 301 by default', () => {
    expect(pageRedirect({ pagetype: 'redirect', body: { location: '/myaccount/bookings' } }, ORIGIN)).toEqual(
      {
        kind: 'inApp',
        location: '/myaccount/bookings',
        status: 301,
      },
    );
  });

  it('loads another site in full, with the given status', () => {
    expect(
      pageRedirect(
        { pagetype: 'redirect', body: { location: 'https://www.example.com/x', status: 302 } },
        ORIGIN,
      ),
    ).toEqual({
      kind: 'fullLoad',
      location: 'https://www.example.com/x',
      status: 302,
    });
  });

  it('ignores a redirect without a location or with a status that is not a redirect', () => {
    expect(pageRedirect({ pagetype: 'redirect', body: {} }, ORIGIN)).toEqual({ kind: 'none' });
    expect(pageRedirect({ pagetype: 'redirect', body: { location: '' } }, ORIGIN)).toEqual({ kind: 'none' });
    expect(pageRedirect({ pagetype: 'redirect', body: { location: '/x', status: 200 } }, ORIGIN)).toEqual({
      kind: 'none',
    });
  });
});
