import { describe, expect, it } from 'vitest';
import { callLimits, portalCall } from './portalCalls.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

describe('the calls the proxy forwards (issue 14)', () => {
  it.each([
    ['GET', `/webcc-api/v1/booking/reservations/${TOKEN}`],
    ['GET', `/webcc-api/v1/booking/reservations/voucher/${TOKEN}`],
    ['GET', `/webcc-api/v1/booking/reservations/${TOKEN}/arrival`],
    ['POST', `/webcc-api/v1/booking/precheckins/${TOKEN}/customer`],
    ['PUT', `/webcc-api/v1/booking/precheckins/${TOKEN}/guestregistration`],
    ['POST', `/webcc-api/v1/booking/precheckins/${TOKEN}/invites/2`],
    ['DELETE', `/webcc-api/v1/booking/precheckins/${TOKEN}/invites/12`],
    ['GET', `/webcc-api/v1/booking/precheckins/invites/${TOKEN}`],
    ['PUT', `/webcc-api/v1/booking/precheckins/invites/${TOKEN}`],
    ['GET', '/webcc-api/v1/reviews'],
    ['POST', '/webcc-api/v1/forms/reviews'],
    ['GET', '/guestworld-api/v2/users'],
    ['PATCH', '/guestworld-api/v2/wishlists/w1'],
    ['GET', `/guestworld-api/v2/wishlists/shared/${TOKEN}`],
    ['GET', '/conf-api/v1/pages/portal.test/myaccount'],
    ['GET', '/conf-api/v1/pages/portal.test/'],
    ['GET', '/webcc-api/v1/pictures/IT3020/100/1/main.jpg'],
    ['GET', '/validation-api/v1/emails/anna.demo%40example.com'],
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
    'accommodation:IT3020.100.1,reservation:4815162342',
    'reservation:4815162342,accommodation:IT3020.100.1',
    ' Reservation : 4815162342 ',
    'reservation:4815162342,reservation:4815162342',
  ])(
    'asks the booking token for reviews filtered by %s, wherever the booking stands (issue 28 point 9)',
    (filters) => {
      const reviews = portalCall('GET', '/webcc-api/v1/reviews', new URLSearchParams({ filters }));
      expect(reviews).toEqual({ kind: 'allowed', bookingNumber: '4815162342' });
    },
  );

  it('asks the booking token for a booking named in a second filters parameter, and refuses two bookings', () => {
    const reviews = (query: string) => portalCall('GET', '/webcc-api/v1/reviews', new URLSearchParams(query));
    expect(reviews('filters=accommodation:IT3020.100.1&filters=reservation:4815162342')).toEqual({
      kind: 'allowed',
      bookingNumber: '4815162342',
    });
    expect(reviews('filters=reservation:4815162342,reservation:4815162351')).toEqual({ kind: 'unknown' });
  });

  it.each([
    ['POST', `/webcc-api/v1/booking/reservations/${TOKEN}`],
    ['GET', '/webcc-api/v1/booking/reservations/4815162342/payments'],
    ['DELETE', '/guestworld-api/v2/users/pictures/x'],
    ['GET', '/webcc-api/v1/admin'],
    ['GET', '/webcc-api/'],
    ['PROPFIND', '/webcc-api/v1/reviews'],
    // A separator or a `%` encoded inside one segment (issue 28 point 8).
    ['GET', '/webcc-api/v1/booking/reservations/4815162342%2FcheckPrice'],
    ['GET', '/webcc-api/v1/booking/reservations/4815162342%5CcheckPrice'],
    ['GET', '/webcc-api/v1/booking/reservations/4815162342%252FcheckPrice'],
    ['GET', '/webcc-api/v1/booking/reservations/4815162342%2fcheckPrice'],
    ['GET', '/webcc-api/v1/booking/precheckins/x%2F..%2F..%2Fadmin'],
    ['GET', '/webcc-api/v1/pictures/a%2F..%2Fsecret.jpg'],
    ['GET', '/webcc-api/v1/pictures/a//b.jpg'],
    ['GET', '/conf-api/v1/pages/portal.test%2Fmyaccount'],
    // Issue 31: an invite is written by the pre-check-in's own token, and read by its own alone.
    ['PUT', `/webcc-api/v1/booking/precheckins/${TOKEN}/invites/2`],
    ['POST', `/webcc-api/v1/booking/precheckins/${TOKEN}/invites/all`],
    ['DELETE', `/webcc-api/v1/booking/precheckins/invites/${TOKEN}`],
    ['GET', `/webcc-api/v1/booking/precheckins/invites/${TOKEN}/travellers`],
  ])('refuses %s %s', (method, path) => {
    expect(portalCall(method, path)).toEqual({ kind: 'unknown' });
  });
});

describe('what an invite call counts against (issue 31)', () => {
  it.each([
    ['GET', `/webcc-api/v1/booking/precheckins/invites/${TOKEN}`],
    ['PUT', `/webcc-api/v1/booking/precheckins/invites/${TOKEN}`],
    ['POST', `/webcc-api/v1/booking/precheckins/${TOKEN}/invites/2`],
    ['DELETE', `/webcc-api/v1/booking/precheckins/${TOKEN}/invites/2`],
  ])('counts an unknown token of %s %s as a miss', (method, path) => {
    expect(callLimits(method, path)).toEqual({ binding: null, countsTokenMisses: true });
  });
});
