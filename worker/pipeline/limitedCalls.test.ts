import { describe, expect, it } from 'vitest';
import { limitedCall } from './portalCalls.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

describe('the calls the edge limits (issue 14)', () => {
  it.each([
    ['GET', `/webcc-api/v1/booking/reservations/${TOKEN}`, 'tokenLookup'],
    ['GET', `/webcc-api/v1/booking/reservations/voucher/${TOKEN}`, 'tokenLookup'],
    ['GET', `/webcc-api/v1/booking/precheckins/${TOKEN}`, 'tokenLookup'],
    ['GET', `/guestworld-api/v2/wishlists/shared/${TOKEN}`, 'tokenLookup'],
    ['GET', `/webcc-api/v1/booking/reservations/${TOKEN}/documents/invoice.pdf`, 'tokenLookup'],
    ['POST', '/webcc-api/v1/forms/reservationLink', 'form'],
    ['POST', '/webcc-api/v1/forms/personalCatalog', 'form'],
    ['POST', '/guestworld-api/v2/users/link', 'code'],
    ['POST', '/webcc-api/v1/booking/reservations/4815162342/authcodes/email', 'code'],
    ['GET', '/webcc-api/v1/booking/reservations/4815162342/authcodes/123456', 'code'],
    ['POST', `/webcc-api/v1/booking/precheckins/${TOKEN}/customer`, null],
    ['GET', '/webcc-api/v1/reviews', null],
    ['GET', '/webcc-api/v1/booking/reservations/not-a-token', null],
  ])('%s %s is %s', (method, path, kind) => {
    expect(limitedCall(method, path)).toBe(kind);
  });
});
