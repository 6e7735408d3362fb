import { describe, expect, it } from 'vitest';
import { portalCall } from './portalCalls.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

describe('the calls the proxy forwards (issue 14)', () => {
  it.each([
    ['GET', `/webcc-api/v1/booking/reservations/${TOKEN}`],
    ['GET', `/webcc-api/v1/booking/reservations/voucher/${TOKEN}`],
    ['POST', `/webcc-api/v1/booking/precheckins/${TOKEN}/customer`],
    ['PUT', `/webcc-api/v1/booking/precheckins/${TOKEN}/guestregistration`],
    ['GET', '/webcc-api/v1/reviews'],
    ['POST', '/webcc-api/v1/forms/reviews'],
    ['GET', '/guestworld-api/v2/users'],
    ['PATCH', '/guestworld-api/v2/wishlists/w1'],
    ['GET', `/guestworld-api/v2/wishlists/shared/${TOKEN}`],
    ['GET', '/conf-api/v1/pages/portal.test/myaccount'],
  ])('forwards %s %s', (method, path) => {
    expect(portalCall(method, path)).toEqual({ kind: 'allowed', bookingNumber: null });
  });

  it.each([
    ['POST', '/webcc-api/v1/booking/reservations/4815162342/authcodes/email'],
    ['GET', '/webcc-api/v1/booking/reservations/4815162342/checkPrice'],
    ['PUT', '/webcc-api/v1/booking/reservations/4815162342'],
    ['DELETE', '/webcc-api/v1/booking/reservations/4815162342'],
    ['POST', '/webcc-api/v1/booking/reservations/4815162342/payments'],
  ])('asks the booking token for %s %s', (method, path) => {
    expect(portalCall(method, path)).toEqual({ kind: 'allowed', bookingNumber: '4815162342' });
  });

  it('asks the booking token for the reviews of a stay, not for those of a house', () => {
    const reviews = (filters: string) =>
      portalCall('GET', '/webcc-api/v1/reviews', new URLSearchParams({ filters }));
    expect(reviews('reservation:4815162342')).toEqual({ kind: 'allowed', bookingNumber: '4815162342' });
    expect(reviews('accommodation:IT3020.100.1')).toEqual({ kind: 'allowed', bookingNumber: null });
  });

  it.each([
    ['POST', `/webcc-api/v1/booking/reservations/${TOKEN}`],
    ['GET', '/webcc-api/v1/booking/reservations/4815162342/payments'],
    ['DELETE', '/guestworld-api/v2/users/pictures/x'],
    ['GET', '/webcc-api/v1/admin'],
    ['GET', '/webcc-api/'],
    ['PROPFIND', '/webcc-api/v1/reviews'],
  ])('refuses %s %s', (method, path) => {
    expect(portalCall(method, path)).toEqual({ kind: 'unknown' });
  });
});
