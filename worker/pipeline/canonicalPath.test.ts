import { describe, expect, it } from 'vitest';
import { canonicalPathStep } from './canonicalPath.ts';
import { stepHarness } from './stepHarness.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

describe('canonical path step (issue 28 point 7)', () => {
  it.each([
    [`/RESERVATIONS/${TOKEN}?lang=en`, `/reservations/${TOKEN}?lang=en`],
    [`//reservations//${TOKEN}/Payment/`, `/reservations/${TOKEN}/payment`],
    ['/MyAccount/Bookings/?lang=de&x=1', '/myaccount/bookings?lang=de&x=1'],
    ['/DE/myaccount', '/de/myaccount'],
    // Issue 31: an invited traveller's page, whose token follows `precheckins/invite`.
    [`/PreCheckins//INVITE/${TOKEN}/?lang=de`, `/precheckins/invite/${TOKEN}?lang=de`],
  ])('sends %s to %s for good, the token as sent', async (path, location) => {
    const { request } = stepHarness([canonicalPathStep]);
    const answer = await request(path);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(location);
    expect((await request(path, { method: 'HEAD' })).status).toBe(301);
  });

  it.each([
    `/reservations/${TOKEN}?lang=en`,
    `/precheckins/invite/${TOKEN}`,
    '/',
    '//evil.example/x',
    '/Unknown/Page/',
    '/webcc-api/V1/reviews',
  ])('hands %s on: canonical already, or no page there', async (path) => {
    const { request } = stepHarness([canonicalPathStep]);
    expect((await request(path)).status).toBe(200);
  });

  it('leaves other methods to the steps that refuse them', async () => {
    const { request } = stepHarness([canonicalPathStep]);
    expect((await request(`/RESERVATIONS/${TOKEN}`, { method: 'POST' })).status).toBe(200);
  });
});
