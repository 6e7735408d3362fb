import { describe, expect, it } from 'vitest';
import {
  accountPageWithoutLanguagePrefix,
  canonicalPagePath,
  formatsOnLoadAt,
  loadsCameraPageAnew,
  routeFactsAt,
  trackingPageType,
} from './routeFacts.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

describe('the facts of a page, by its path (SPEC §2, §7)', () => {
  it.each([
    ['/', 'default'],
    ['/reservations', 'default'],
    [`/myaccount/wishlists/${TOKEN}`, 'default'],
    ['/login', 'login'],
    ['/callback/', 'login'],
    ['/myaccount', 'account'],
    ['/myaccount/wishlists', 'account'],
    [`/reservations/${TOKEN}`, 'reservations'],
    [`/reservations/${TOKEN}/pax`, 'reservations'],
    [`/precheckins/${TOKEN}/arrival`, 'precheckin'],
    ['/precheckins/iframepages/failure', 'frame'],
  ])('%s is drawn in the %s layout', (path, layout) => {
    expect(routeFactsAt(path).layout).toBe(layout);
  });

  it('knows no facts where no page is', () => {
    expect(routeFactsAt('/loginhelp')).toEqual({});
    expect(routeFactsAt(`/reservations/${TOKEN}/nothing`)).toEqual({});
  });

  it.each([
    [`/reservations/${TOKEN}`, true],
    [`/reservations/${TOKEN}/payment`, true],
    [`/precheckins/${TOKEN}/arrival`, true],
    ['/myaccount/bookings', true],
    [`/myaccount/wishlists/${TOKEN}`, true],
    ['/reservations', true],
    ['/', false],
    ['/login', false],
    ['/resetpassword', false],
    ['/precheckins/iframepages/failure', false],
    ['/loginhelp', false],
  ])('%s formats a date, an amount or a count as it first renders: %s', (path, formats) => {
    expect(formatsOnLoadAt(path)).toBe(formats);
  });

  it.each([
    ['/', 'start'],
    ['/reservations', 'reservations'],
    [`/reservations/${TOKEN}/payment`, 'reservations'],
    ['/precheckins', 'precheckin'],
    [`/precheckins/${TOKEN}/customer`, 'precheckin'],
    ['/register', 'guestworld'],
    ['/myaccount/profile', 'guestworld'],
    [`/myaccount/wishlists/${TOKEN}`, 'guestworld'],
  ])('tracks %s as %s', (path, type) => {
    expect(trackingPageType(routeFactsAt(path))).toBe(type);
  });
});

describe('account pages under a language prefix (SPEC §2)', () => {
  it.each([
    ['/de/myaccount/bookings', { lang: 'de', pathname: '/myaccount/bookings' }],
    ['/EN/myaccount', { lang: 'en', pathname: '/myaccount' }],
    ['/de/myaccount/profile/', { lang: 'de', pathname: '/myaccount/profile/' }],
    [`/de/myaccount/wishlists/${TOKEN}`, { lang: 'de', pathname: `/myaccount/wishlists/${TOKEN}` }],
  ])('%s is the account page in that language', (path, page) => {
    expect(accountPageWithoutLanguagePrefix(path)).toEqual(page);
  });

  it.each([
    '/myaccount/bookings',
    '/ja/myaccount',
    '/de/reservations',
    `/de/precheckins/${TOKEN}/arrival`,
    '/de',
    '/de/',
  ])('%s is not', (path) => {
    expect(accountPageWithoutLanguagePrefix(path)).toBeNull();
  });
});

describe('the canonical path of a page (issue 28 point 7)', () => {
  it.each([
    ['/', '/'],
    ['//', '/'],
    [`/RESERVATIONS/${TOKEN}`, `/reservations/${TOKEN}`],
    [`//reservations//${TOKEN}/Payment/`, `/reservations/${TOKEN}/payment`],
    [`/reservations/${TOKEN.toLowerCase()}`, `/reservations/${TOKEN.toLowerCase()}`],
    [`/Precheckins/${TOKEN}/ARRIVAL`, `/precheckins/${TOKEN}/arrival`],
    ['/Precheckins/IframePages/Failure', '/precheckins/iframepages/failure'],
    [`/MyAccount/Wishlists/${TOKEN}`, `/myaccount/wishlists/${TOKEN}`],
    ['/myaccount/', '/myaccount'],
    ['/DE/MyAccount/Bookings/', '/de/myaccount/bookings'],
    ['/login', '/login'],
  ])('%s is %s', (path, canonical) => {
    expect(canonicalPagePath(path)).toBe(canonical);
  });

  it.each(['/evil.example/x', '//evil.example/x', `/reservations/${TOKEN}/nothing`, '/de', '/ja/myaccount'])(
    '%s has none: no page answers there',
    (path) => {
      expect(canonicalPagePath(path)).toBeNull();
    },
  );
});

describe("the camera's pages, whose document the policy lends the camera", () => {
  it('loads such a page anew when the document was loaded as a page without it, and only then', () => {
    const travellers = `/precheckins/${TOKEN}/travellers`;
    expect(loadsCameraPageAnew(`/precheckins/${TOKEN}/arrival`, travellers)).toBe(true);
    expect(loadsCameraPageAnew('/', `/precheckins/invite/${TOKEN}`)).toBe(true);
    expect(loadsCameraPageAnew(travellers, `/precheckins/${TOKEN}/services`)).toBe(false);
    expect(loadsCameraPageAnew(`/precheckins/invite/${TOKEN}`, travellers)).toBe(false);
    expect(loadsCameraPageAnew(`/precheckins/${TOKEN}/arrival`, `/precheckins/${TOKEN}/pax`)).toBe(false);
  });
});
