import { describe, expect, it } from 'vitest';
import { scrubReport, scrubText } from './scrub.ts';

const TOKEN = 'q9X2vLk7Rt0wZbN4sYp1Hc8A';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJwYXJ0bmVyIjoiUDEyMzQifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const EMAIL = 'anna.demo@example.com';
const CODE = '493817';
/** One token in 40 has no digit. */
const NO_DIGIT = 'qXvLkRtwZbNsYpHcAmUeGj';
const SESSION = '3f2c6a52-7d1e-4c7b-9a55-0b8f6f1e2d4c';

describe('the scrubber (SPEC §8: no secret leaves)', () => {
  it.each([
    [`https://portal.test/reservations/${TOKEN}?lang=en`, 'https://portal.test/reservations/[token]?lang=en'],
    [`/reservations/${TOKEN}/cancellation`, '/reservations/[token]/cancellation'],
    [`/precheckins/${TOKEN}/travellers`, '/precheckins/[token]/travellers'],
    [`/myaccount/wishlists/${TOKEN}`, '/myaccount/wishlists/[token]'],
    [
      `/webcc-api/v1/booking/reservations/voucher/${TOKEN}`,
      '/webcc-api/v1/booking/reservations/voucher/[token]',
    ],
    [`/webcc-api/v1/booking/precheckins/${TOKEN}/pax`, '/webcc-api/v1/booking/precheckins/[token]/pax'],
    [
      `/webcc-api/v1/booking/reservations/4815162342/authcodes/${CODE}`,
      '/webcc-api/v1/booking/reservations/4815162342/authcodes/[code]',
    ],
    [`/?lang=en&jwt=${JWT}`, '/?lang=en&jwt=[Filtered]'],
    [`/callback?code=${CODE}&lang=de`, '/callback?code=[Filtered]&lang=de'],
    [`/validation-api/v1/emails/${encodeURIComponent(EMAIL)}`, '/validation-api/v1/emails/[email]'],
    [`/sessions/${SESSION}`, '/sessions/[session]'],
    [`/guestworld-api/v2/wishlists/shared/${TOKEN}`, '/guestworld-api/v2/wishlists/shared/[token]'],
    [`/wishlists/shared/${NO_DIGIT}`, '/wishlists/shared/[token]'],
    [`/wishlists//shared/${NO_DIGIT}`, '/wishlists//shared/[token]'],
    [`/RESERVATIONS/${NO_DIGIT}/payment`, '/RESERVATIONS/[token]/payment'],
    [`/MyAccount/Wishlists/${TOKEN.toLowerCase()}`, '/MyAccount/Wishlists/[token]'],
    ['/precheckins/abc.def~ghi!/pax', '/precheckins/[token]/pax'],
    // Issue 31: an invited traveller's link and its calls, whatever the token's letters.
    [`/precheckins/invite/${TOKEN.toLowerCase()}?lang=de`, '/precheckins/invite/[token]?lang=de'],
    [
      `/webcc-api/v1/booking/precheckins/invites/${TOKEN.toLowerCase()}`,
      '/webcc-api/v1/booking/precheckins/invites/[token]',
    ],
    [
      `/webcc-api/v1/booking/precheckins/${TOKEN}/invites/2`,
      '/webcc-api/v1/booking/precheckins/[token]/invites/2',
    ],
    ['/reservations/%41bc%2Fdef?lang=en', '/reservations/[token]?lang=en'],
    [
      `/self-service/verification?flow=1&token=${TOKEN}`,
      '/self-service/verification?flow=1&token=[Filtered]',
    ],
  ])('takes the secret out of %s', (url, scrubbed) => {
    expect(scrubText(url)).toBe(scrubbed);
  });

  it.each([
    [`Reservation not found: ${TOKEN}`, 'Reservation not found: [token]'],
    [`partner token ${JWT} rejected`, 'partner token [jwt] rejected'],
    [`no account for ${EMAIL}`, 'no account for [email]'],
    [`the code ${CODE} has expired`, 'the code [code] has expired'],
    [`No wishlist shared as ${NO_DIGIT}`, 'No wishlist shared as [token]'],
  ])('takes the secret out of the message %s', (message, scrubbed) => {
    expect(scrubText(message)).toBe(scrubbed);
  });

  it.each([
    '/reservations/management/cancellation',
    '/precheckins/iframepages/failure',
    '/sessions/whoami',
    '/webcc-api/v1/booking/reservations/4815162342/checkPrice',
    'Request failed with status code 503',
    `request ${SESSION.replaceAll('-', '')} of release guest-portal@1.26.0`,
    'https://portal.test/assets/browserReporter-X7KQ2ABCDEFGHIJ1.js:1:123456',
    'precheckinForceModeAll',
    'HTMLInputElementPrototypeValue',
    'TRUST_CF_CONNECTING_IP_IN_TESTS',
    'guest-portal-worker_ReservationLookup',
    '/wishlists/shared',
    '/webcc-api/v1/booking/reservations/voucher',
  ])('leaves %s as it is', (text) => {
    expect(scrubText(text)).toBe(text);
  });

  it('scrubs every string of a report, and whole values under secret names', () => {
    const report = {
      event_id: 'c0ffee00c0ffee00c0ffee00c0ffee00',
      message: `failed for ${EMAIL}`,
      request: {
        url: `https://portal.test/reservations/${TOKEN}?lang=en`,
        headers: { Referer: `https://portal.test/precheckins/${TOKEN}`, Cookie: 'ory_kratos_session=abc' },
        data: { email: EMAIL, code: CODE, password: 'hunter22', persons: 2 },
      },
      breadcrumbs: [
        { category: 'fetch', data: { url: `/webcc-api/v1/booking/reservations/${TOKEN}`, status_code: 503 } },
        { category: 'navigation', data: { from: `/reservations/${TOKEN}`, to: `/?jwt=${JWT}` } },
      ],
      exception: {
        values: [
          {
            value: `No such reservation ${TOKEN}`,
            stacktrace: {
              frames: [{ filename: `https://portal.test/reservations/${TOKEN}`, lineno: 1, colno: 4711 }],
            },
          },
        ],
      },
      tags: { requestId: SESSION },
      extra: { session_token: 'ory_st_secret', sessionId: SESSION },
    };
    const scrubbed = scrubReport(report);
    const text = JSON.stringify(scrubbed);
    for (const secret of [TOKEN, JWT, EMAIL, CODE, 'hunter22', 'ory_kratos_session', 'ory_st_secret'])
      expect(text).not.toContain(secret);
    expect(scrubbed.event_id).toBe(report.event_id);
    expect(scrubbed.tags.requestId).toBe(SESSION);
    expect(scrubbed.request.data.persons).toBe(2);
    expect(scrubbed.exception.values[0]!.stacktrace.frames[0]).toEqual({
      filename: 'https://portal.test/reservations/[token]',
      lineno: 1,
      colno: 4711,
    });
  });
});
