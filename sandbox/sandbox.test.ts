import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fetchWhole, fixtures, get } from '../entry/test/request.ts';
import { sendMail } from './kit/outbox.ts';
import type { Fixtures } from '../shared/dev/fixtures.ts';

describe('sandbox conf-api', () => {
  it('answers a portal page with header and footer configuration', async () => {
    const response = await get('/conf-api/v1/pages/portal.test/myaccount?lang=de');
    expect(response.status).toBe(200);
    const page = (await response.json()) as {
      pagetype: string;
      conf: {
        currencies: string[];
        footer: { links: { imprint: { label: string } } };
        sites: { siteCode: string; accommodationUrl: string }[];
      };
    };
    expect(page.pagetype).toBe('portal');
    expect(page.conf.currencies[0]).toBe('EUR');
    expect(page.conf.footer.links.imprint.label).toBe('Impressum');
    // Issue 34 point 7: where a house's page is, for the cards to link to.
    expect(page.conf.sites).toContainEqual({
      siteCode: 'GP',
      accommodationUrl: 'https://www.holiday-homes.example/de/holiday-home/{code}',
    });
  });

  it('answers a redirecting page', async () => {
    const response = await get('/conf-api/v1/pages/portal.test/bookings?lang=en');
    expect(await response.json()).toMatchObject({
      pagetype: 'redirect',
      body: { location: '/myaccount/bookings' },
    });
  });

  it('refuses a missing or unknown language with 400 and the field', async () => {
    const response = await get('/conf-api/v1/pages/portal.test/?lang=ja');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'bad_request',
      fields: { lang: expect.any(String) },
    });
  });
});

describe('sandbox reservations', () => {
  it('finds a reservation by its token', async () => {
    const { reservations } = await fixtures();
    const { token, number } = reservations[0]!;
    const response = await get(`/webcc-api/v1/booking/reservations/${token}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      token,
      number,
      accommodation: { name: expect.any(String) },
    });
  });

  it('answers an unknown token with 404 and a malformed one with 400', async () => {
    expect((await get('/webcc-api/v1/booking/reservations/AbCdEfGhIjKlMnOpQrStUv')).status).toBe(404);
    const malformed = await get('/webcc-api/v1/booking/reservations/x');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ fields: { token: expect.any(String) } });
  });
});

describe('/__dev', () => {
  it('lists the demo data with unguessable tokens', async () => {
    const data = await fixtures();
    expect(data.wishlists).toEqual([
      { token: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/), url: expect.any(String) },
    ]);
    expect(data.accounts.map((a) => a.email)).toEqual(['anna.demo@example.com', 'jonas.demo@example.com']);
    expect(data.precheckins.map((p) => p.mode).sort()).toEqual([
      'all',
      'default',
      'default',
      'default',
      'default',
      'easy',
      'easy',
      'easy',
      'easy',
      'easy',
      'easy',
      'zero',
    ]);
    // Each country whose registration rules the pre-check-in knows has a demo pre-check-in (issue 43).
    expect(new Set(data.precheckins.map((p) => p.country))).toEqual(
      new Set(['IT', 'DK', 'AT', 'ES', 'DE', 'FR', 'PT', 'HR']),
    );
    expect(data.partners.map((p) => p.id)).toEqual(['P1234', 'P5678', 'P1005']);
    expect(data.reservations.length).toBeGreaterThanOrEqual(12);
    for (const reservation of data.reservations) {
      expect(reservation.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(reservation.url).toBe(`/reservations/${reservation.token}?lang=${reservation.language}`);
    }
    expect(new Set(data.reservations.map((r) => r.state))).toEqual(
      new Set(['OK', 'CA', 'XX', 'HC', 'OB', 'RQ', 'OP']),
    );
  });

  it('shows the outbox newest first, as JSON and as a page', async () => {
    await get('/__dev/fixtures.json');
    await sendMail(env.SANDBOX_DB, { to: 'a@example.com', subject: 'First', text: 'one' });
    await sendMail(env.SANDBOX_DB, { to: 'b@example.com', subject: 'Second', text: 'two' });
    const mails = (await (await get('/__dev/mailbox.json')).json()) as {
      to: string;
      subject: string;
      text: string;
      createdAt: string;
    }[];
    expect(mails.slice(0, 2).map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(mails[0]).toEqual({
      to: 'b@example.com',
      subject: 'Second',
      text: 'two',
      createdAt: expect.any(String),
    });
    const page = await (await get('/__dev/mailbox')).text();
    expect(page).toContain('<h2>Second</h2>');
  });

  it('restores the demo data on reset, with new tokens and an empty outbox', async () => {
    const before = await fixtures();
    await sendMail(env.SANDBOX_DB, { to: 'a@example.com', subject: 'Gone after reset', text: '' });
    const reset = await fetchWhole('https://portal.test/__dev/reset', { method: 'POST' });
    expect(reset.status).toBe(200);
    const after = await fixtures();
    expect(after.reservations.map((r) => r.number)).toEqual(before.reservations.map((r) => r.number));
    expect(after.reservations[0]!.token).not.toBe(before.reservations[0]!.token);
    expect(await (await get('/__dev/mailbox.json')).json()).toEqual([]);
  });
});

describe('seeding', () => {
  it.each([
    [
      'an older version of the demo data',
      () => env.SANDBOX_DB.prepare("UPDATE sandbox_meta SET value = '0'").run(),
    ],
    ['the demo data without its version', () => env.SANDBOX_DB.prepare('DELETE FROM sandbox_meta').run()],
  ])('seeds once for the first requests that find %s at the same time', async (_, before) => {
    await before();
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => get('/__dev/fixtures.json')),
      ...Array.from({ length: 16 }, () => get('/webcc-api/v1/reviews?page=1&locale=en')),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const seeded = await Promise.all(answers.slice(0, 4).map((answer) => answer.json() as Promise<Fixtures>));
    const tokens = seeded.map((data) => data.reservations.map((r) => r.token).join());
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toBe((await fixtures()).reservations.map((r) => r.token).join());
  });

  it('answers the requests that come during a reset from the whole demo data, old or new', async () => {
    const during = await Promise.all([
      fetchWhole('https://portal.test/__dev/reset', { method: 'POST' }),
      ...Array.from({ length: 8 }, () => get('/__dev/fixtures.json')),
    ]);
    expect(during.map((answer) => answer.status)).toEqual(during.map(() => 200));
    for (const answer of during.slice(1)) {
      const data = (await answer.json()) as Fixtures;
      expect(data.reservations.length).toBeGreaterThanOrEqual(12);
      expect(data.accounts).toHaveLength(2);
    }
  });
});

describe('/__dev/faults', () => {
  it('fails the next answers of one service, then lets it recover', async () => {
    const inject = (body: unknown) =>
      fetchWhole('https://portal.test/__dev/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await inject({ service: 'webcc-api', status: 200, count: 1 })).status).toBe(400);
    expect((await inject({ service: 'elsewhere', status: 503, count: 1 })).status).toBe(400);
    expect((await inject({ service: 'conf-api', status: 503, count: 2 })).status).toBe(200);
    expect((await get('/conf-api/v1/pages/portal.test/?lang=en')).status).toBe(503);
    expect((await get('/webcc-api/v1/reviews?page=1&locale=en')).status).toBe(200);
    expect((await get('/conf-api/v1/pages/portal.test/?lang=en')).status).toBe(503);
    expect((await get('/conf-api/v1/pages/portal.test/?lang=en')).status).toBe(200);
  });

  it('fails only the calls under a path when one is given', async () => {
    const injected = await fetchWhole('https://portal.test/__dev/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ service: 'webcc-api', path: '/webcc-api/v1/booking/', status: 503, count: 1 }),
    });
    expect(injected.status).toBe(200);
    expect((await get('/webcc-api/v1/reviews?page=1&locale=en')).status).toBe(200);
    const { reservations } = await fixtures();
    expect((await get(`/webcc-api/v1/booking/reservations/${reservations[0]!.token}`)).status).toBe(503);
    expect((await get(`/webcc-api/v1/booking/reservations/${reservations[0]!.token}`)).status).toBe(200);
  });
});
