import { describe, expect, it } from 'vitest';
import { sessionCheckNeeded, hasSessionCookie } from './auth.ts';

describe('session guard (SPEC §2)', () => {
  it('checks the session only with a cookie (or forced), never on the exempt paths', () => {
    expect(sessionCheckNeeded('/myaccount', false)).toBe(false);
    expect(sessionCheckNeeded('/myaccount', true)).toBe(true);
    expect(sessionCheckNeeded('/myaccount', false, true)).toBe(true);
    expect(sessionCheckNeeded('/resetpassword', true)).toBe(false);
    expect(sessionCheckNeeded('/verify', true)).toBe(false);
  });

  it('lets the shared wishlist, which asks no sign-in, know a signed-in session (issue 34 point 1)', () => {
    expect(sessionCheckNeeded('/myaccount/wishlists/AbCdEfGhIjKlMnOpQrStUv', true)).toBe(true);
    expect(sessionCheckNeeded('/myaccount/wishlists/AbCdEfGhIjKlMnOpQrStUv', false)).toBe(false);
  });
});

describe('identity plumbing (SPEC §2, §4, §7)', () => {
  it('sees a Kratos session cookie under either name, and nothing else', () => {
    expect(hasSessionCookie('lang=en; ory_kratos_session=abc')).toBe(true);
    expect(hasSessionCookie('ory_session_happyslug=abc; lang=de')).toBe(true);
    expect(hasSessionCookie('lang=en; csrf_token=x')).toBe(false);
    expect(hasSessionCookie('not_ory_kratos_session=abc')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});
