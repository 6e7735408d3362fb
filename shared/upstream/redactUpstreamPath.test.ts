import { describe, expect, it } from 'vitest';
import { redactUpstreamPath } from './redactUpstreamPath.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv12';

describe('upstream paths in log lines', () => {
  it.each([
    [`/webcc-api/v1/booking/reservations/${TOKEN}?lang=en`, '/webcc-api/v1/booking/reservations/[token]'],
    [
      `/webcc-api/v1/booking/reservations/voucher/${TOKEN}`,
      '/webcc-api/v1/booking/reservations/voucher/[token]',
    ],
    [
      '/webcc-api/v1/booking/reservations/4815162342/authcodes/123456',
      '/webcc-api/v1/booking/reservations/[token]/authcodes/[token]',
    ],
    [
      `/webcc-api/v1/booking/precheckins/${TOKEN}/contact`,
      '/webcc-api/v1/booking/precheckins/[token]/contact',
    ],
    [
      `/webcc-api/v1/booking/precheckins/invites/${TOKEN}`,
      '/webcc-api/v1/booking/precheckins/invites/[token]',
    ],
    [
      `/webcc-api/v1/booking/precheckins/${TOKEN}/invites/2?lang=en`,
      '/webcc-api/v1/booking/precheckins/[token]/invites/[token]',
    ],
    [
      '/validation-api/v1/emails/guest%40example.com?hashPrefix=0a1b2c3d',
      '/validation-api/v1/emails/[token]',
    ],
    [`/guestworld-api/v2/users/wishlists/${TOKEN}`, '/guestworld-api/v2/users/wishlists/[token]'],
    [`/guestworld-api/v2/shared/${TOKEN}`, '/guestworld-api/v2/shared/[token]'],
    [
      `/conf-api/v1/pages/portal.test/reservations/${TOKEN}/cancellation`,
      '/conf-api/v1/pages/portal.test/reservations/[token]/cancellation',
    ],
    ['/webcc-api/v1/partners', '/webcc-api/v1/partners'],
  ])('%s → %s', (path, logged) => {
    expect(redactUpstreamPath(path)).toBe(logged);
  });
});
