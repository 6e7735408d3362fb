import { describe, expect, it } from 'vitest';
import { isFramePage, isLoginPage, isTokenPath, isWellFormedToken, redactPath } from './paths.ts';

describe('paths', () => {
  it('recognises the frame pages', () => {
    expect(isFramePage('/precheckins/iframepages/failure')).toBe(true);
    expect(isFramePage('/precheckins/iframepages/successpending')).toBe(true);
    expect(isFramePage('/precheckins/abc/arrival')).toBe(false);
  });

  it.each([
    ['/reservations/AbCdEfGhIjKlMnOpQrStUv', '/reservations/[token]'],
    ['/reservations/AbCdEfGhIjKlMnOpQrStUv/payment', '/reservations/[token]/payment'],
    ['/precheckins/AbCdEfGhIjKlMnOpQrStUv/arrival', '/precheckins/[token]/arrival'],
    ['/myaccount/wishlists/AbCdEfGhIjKlMnOpQrStUv', '/myaccount/wishlists/[token]'],
    ['/precheckins/iframepages/failure', '/precheckins/iframepages/failure'],
    ['/myaccount/wishlists', '/myaccount/wishlists'],
    ['/reservations', '/reservations'],
    // Whatever its case and slashes (issue 28 point 7).
    ['/RESERVATIONS/AbCdEfGhIjKlMnOpQrStUv', '/RESERVATIONS/[token]'],
    ['//reservations//AbCdEfGhIjKlMnOpQrStUv/payment', '/reservations/[token]/payment'],
    ['/MyAccount//Wishlists/abcdefghijklmnopqrstuv', '/MyAccount/Wishlists/[token]'],
    ['/Precheckins/x.y~z', '/Precheckins/[token]'],
    ['/precheckins/iframepages', '/precheckins/iframepages'],
    // Issue 31: an invited traveller's token follows `precheckins/invite`, not `precheckins`.
    ['/precheckins/invite/AbCdEfGhIjKlMnOpQrStUv', '/precheckins/invite/[token]'],
    ['//Precheckins//Invite/abcdefghijklmnopqrstuv/', '/Precheckins/Invite/[token]/'],
  ])('redacts %s as %s', (path, redacted) => {
    expect(redactPath(path)).toBe(redacted);
    expect(isTokenPath(path)).toBe(path !== redacted);
  });

  it('accepts only long random-looking tokens', () => {
    expect(isWellFormedToken('O16JKy25YT3jAJ0N5ncU0iiI')).toBe(true);
    expect(isWellFormedToken('short')).toBe(false);
    expect(isWellFormedToken('has space in it and is long enough')).toBe(false);
    expect(isWellFormedToken(undefined)).toBe(false);
  });
});

describe('identity plumbing (SPEC §2, §4, §7)', () => {
  it('knows the login-layout pages', () => {
    for (const path of ['/login', '/register', '/forgotpassword', '/resetpassword', '/verify', '/callback'])
      expect(isLoginPage(path)).toBe(true);
    expect(isLoginPage('/myaccount/bookings')).toBe(false);
    expect(isLoginPage('/loginx')).toBe(false);
  });
});
