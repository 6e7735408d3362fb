import { describe, expect, it } from 'vitest';
import { reservationOfCall } from './savedCalls.ts';
import { reservationOfSavedPage } from './savedPages.ts';

const TOKEN = 'YiFp_uAjr04_vjQ-Tq2Oogzk';

describe('what of a reservation is kept offline (issue 30 point 4)', () => {
  it.each([
    [`/reservations/${TOKEN}`, TOKEN],
    [`/reservations/${TOKEN}/arrival`, TOKEN],
    [`/reservations/${TOKEN}/payment`, null],
    [`/reservations/${TOKEN}/cancellation`, null],
    ['/reservations/short', null],
    ['/reservations', null],
    [`/precheckins/${TOKEN}/customer`, null],
    ['/', null],
  ])('page %s: %s', (pathname, token) => {
    expect(reservationOfSavedPage(pathname)).toBe(token);
  });

  it.each([
    [`/webcc-api/v1/booking/reservations/${TOKEN}`, TOKEN],
    [`/webcc-api/v1/booking/reservations/voucher/${TOKEN}`, TOKEN],
    [`/webcc-api/v1/booking/reservations/${TOKEN}/documents/voucher`, TOKEN],
    [`/webcc-api/v1/booking/reservations/${TOKEN}/arrival`, TOKEN],
    ['/webcc-api/v1/booking/reservations/4815162342/checkPrice', null],
    ['/webcc-api/v1/booking/reservations/4815162342', null],
    [`/webcc-api/v1/booking/precheckins/${TOKEN}`, null],
    [`/guestworld-api/v2/wishlists/shared/${TOKEN}`, null],
  ])('call %s: %s', (pathname, token) => {
    expect(reservationOfCall(pathname)).toBe(token);
  });
});
