import { describe, expect, it } from 'vitest';
import { fromPortalPage } from './messageSource.ts';

const ORIGIN = 'https://portal.test';
const TOKEN = 'YiFp_uAjr04_vjQ-Tq2Oogzk';

describe('the pages the service worker takes messages from', () => {
  it.each([
    `/reservations/${TOKEN}?lang=en`,
    `/reservations/${TOKEN}/arrival`,
    '/?lang=de',
    '/myaccount/bookings',
  ])('takes them from the portal’s page %s', (path) => {
    expect(fromPortalPage({ origin: ORIGIN, url: `${ORIGIN}${path}` }, ORIGIN)).toBe(true);
  });

  it.each([
    ['another origin, as the event names it', 'https://elsewhere.test', `${ORIGIN}/reservations/${TOKEN}`],
    ['another origin, as the window’s URL names it', ORIGIN, `https://elsewhere.test/reservations/${TOKEN}`],
    ['a document of this origin that is no page', ORIGIN, `${ORIGIN}/__dev/mailbox`],
    ['a static file of this origin', ORIGIN, `${ORIGIN}/images/logo.svg`],
  ])('refuses them from %s', (_, origin, url) => {
    expect(fromPortalPage({ origin, url }, ORIGIN)).toBe(false);
  });
});
