import { describe, expect, it } from 'vitest';
import { callLimits } from './portalCalls.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const PRECHECKIN = `/webcc-api/v1/booking/precheckins/${TOKEN}`;

describe('the calls the edge limits (issue 14)', () => {
  it.each([
    ['GET', `/webcc-api/v1/booking/reservations/${TOKEN}`, null, true],
    ['GET', `/webcc-api/v1/booking/reservations/voucher/${TOKEN}`, null, true],
    ['GET', `/webcc-api/v1/booking/reservations/${TOKEN}/arrival`, null, true],
    ['GET', PRECHECKIN, null, true],
    ['GET', `/guestworld-api/v2/wishlists/shared/${TOKEN}`, null, true],
    ['GET', `/webcc-api/v1/booking/reservations/${TOKEN}/documents/invoice.pdf`, null, true],
    ['POST', '/webcc-api/v1/forms/reservationLink', 'form', false],
    ['POST', '/webcc-api/v1/forms/personalCatalog', 'form', false],
    ['POST', '/webcc-api/v1/booking/reservations/4815162342/authcodes/email', 'code', false],
    ['GET', '/webcc-api/v1/booking/reservations/4815162342/authcodes/123456', 'code', false],
    ['GET', '/webcc-api/v1/reviews', null, false],
    ['GET', '/webcc-api/v1/booking/reservations/not-a-token', null, false],
    // Issue 28 point 9: calls that name a token in their path or their body count unknown ones too.
    ['POST', '/guestworld-api/v2/users/link', 'code', true],
    ['POST', '/webcc-api/v1/forms/reviews', null, true],
    ['POST', PRECHECKIN, null, true],
    ['POST', `${PRECHECKIN}/customer`, null, true],
    ['PUT', `${PRECHECKIN}/guestregistration`, null, true],
    ['POST', '/webcc-api/v1/booking/precheckins/not-a-token/customer', null, false],
  ])('%s %s counts against %s, and its unknown tokens as misses: %s', (method, path, binding, misses) => {
    expect(callLimits(method, path)).toEqual({ binding, countsTokenMisses: misses });
  });
});
