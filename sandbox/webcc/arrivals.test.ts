import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchWhole, fixtures, sandboxCall } from '../../entry/test/request.ts';
import { arrivalAnswerSchema, type Arrival } from '../../shared/reservation/arrivalSchema.ts';
import { addDaysIso, todayIso } from '../../shared/reservation/stay.ts';

const BASE = '/webcc-api/v1/booking/reservations';

/** Straight to the sandbox, as the portal's server calls it, from one client address. */
const sandbox = (path: string, init: RequestInit = {}, client = '198.51.100.31') =>
  sandboxCall(
    new Request(`https://sandbox.test${path}`, {
      ...init,
      headers: { 'cf-connecting-ip': client, 'content-type': 'application/json', ...init.headers },
    }),
  );

async function fixtureOf(number: string) {
  return (await fixtures()).reservations.find((r) => r.number === number)!;
}

/** The booking's arrival answer, checked against the contract. */
async function arrivalOf(number: string, lang = 'en'): Promise<Arrival | null> {
  const response = await sandbox(`${BASE}/${(await fixtureOf(number)).token}/arrival?lang=${lang}`);
  expect(response.status).toBe(200);
  return arrivalAnswerSchema.parse(await response.json());
}

/** Moves a booking's stay, as long as it is, to start `days` from today: the clock seam of these tests. */
async function arrivesIn(number: string, days: number) {
  await env.SANDBOX_DB.prepare(
    `UPDATE reservations SET checkout = date(?1, printf('+%d days', julianday(checkout) - julianday(checkin))),
      checkin = ?1 WHERE number = ?2`,
  )
    .bind(addDaysIso(todayIso(), days), number)
    .run();
}

beforeEach(async () => {
  await fetchWhole('https://portal.test/__dev/reset', { method: 'POST' });
});

describe('arrival information (issue 30 point 1)', () => {
  it('extends the voucher with the house, the way in, Wi-Fi, parking, rules and phones', async () => {
    const arrival = await arrivalOf('4815162356');
    expect(arrival).toMatchObject({
      number: '4815162356',
      checkinFrom: '16:00',
      checkinUntil: '22:00',
      checkoutUntil: '10:00',
      timeZone: 'Europe/Copenhagen',
      address: { street: 'Klitvej 21', zip: '6857', place: 'Blåvand', country: 'DK' },
      keyHandover: { kind: 'keyBox', address: 'Klitvej 21, 6857 Blåvand' },
      keyholder: { name: 'Søren Madsen', phone: '+45 75 00 00 00' },
      wifi: { name: 'Klitgaarden-Gaest' },
      emergencyPhone: '+45 75 00 00 99',
      paymentOnSite: false,
      revealHoursBeforeArrival: 48,
    });
    expect(arrival!.address.latitude).toBeCloseTo(55.56, 1);
    expect(arrival!.houseRules.length).toBeGreaterThan(0);
    expect(arrival!.parking).toMatch(/drive/);
  });

  it('covers a key box, a keyholder, a reception and a booking without arrival information', async () => {
    expect((await arrivalOf('4815162356'))!.keyHandover.kind).toBe('keyBox');
    expect((await arrivalOf('4815162343'))!.keyHandover.kind).toBe('keyholder');
    expect((await arrivalOf('4815162342'))!.keyHandover.kind).toBe('reception');
    expect(await arrivalOf('4815162348')).toBeNull();
    expect((await arrivalOf('4815162343'))!.accessCode).toEqual({ hasCode: false, code: null });
  });

  it("answers in the language asked for, else the booking's", async () => {
    expect((await arrivalOf('4815162356', 'de'))!.parking).toMatch(/Kieseinfahrt/);
    const token = (await fixtureOf('4815162343')).token;
    const german = arrivalAnswerSchema.parse(await (await sandbox(`${BASE}/${token}/arrival`)).json());
    expect(german!.keyHandover.text).toMatch(/Eigentümerin/);
  });

  it('carries the booking’s own reveal hours and payment at the house', async () => {
    expect((await arrivalOf('4815162352'))!.revealHoursBeforeArrival).toBe(72);
    expect((await arrivalOf('4815162353'))!.paymentOnSite).toBe(true);
  });

  it('refuses a malformed token and counts an unknown one as a miss', async () => {
    expect((await sandbox(`${BASE}/short/arrival`)).status).toBe(400);
    const unknown = `${BASE}/${'x'.repeat(24)}/arrival`;
    for (let miss = 0; miss < 10; miss += 1)
      expect((await sandbox(unknown, {}, '198.51.100.32')).status).toBe(404);
    expect((await sandbox(unknown, {}, '198.51.100.32')).status).toBe(429);
  });
});

describe('the service withholds the code and the Wi-Fi password until the rule holds (issue 30 point 2)', () => {
  it('sends them when everything holds', async () => {
    const fixture = await fixtureOf('4815162356');
    const arrival = (await arrivalOf('4815162356'))!;
    expect(fixture.arrival).toEqual({
      kind: 'keyBox',
      code: expect.stringMatching(/^\d{4}$/),
      revealed: true,
    });
    expect(arrival.accessCode).toEqual({ hasCode: true, code: fixture.arrival!.code });
    expect(arrival.wifi?.password).toBe('klit-vej-21-blaavand');
  });

  it('sends them once the payment is made', async () => {
    const fixture = await fixtureOf('4815162357');
    expect(fixture.arrival).toMatchObject({ kind: 'keyBox', revealed: false });
    const before = (await arrivalOf('4815162357'))!;
    expect(before.accessCode).toEqual({ hasCode: true, code: null });
    expect(before.wifi).toEqual({ name: 'Klitgaarden-Gaest', password: null });
    const { paymentUrl } = (await (
      await sandbox(`${BASE}/4815162357/payments`, {
        method: 'POST',
        body: JSON.stringify({ method: 'creditcard' }),
      })
    ).json()) as { paymentUrl: string };
    await fetchWhole(`https://portal.test${paymentUrl}`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'succeed' }),
    });
    expect((await arrivalOf('4815162357'))!.accessCode).toEqual({
      hasCode: true,
      code: fixture.arrival!.code,
    });
    expect((await fixtureOf('4815162357')).arrival!.revealed).toBe(true);
  });

  it('sends them once the pre-check-in is done', async () => {
    await arrivesIn('4815162354', 1);
    expect((await arrivalOf('4815162354'))!.accessCode.code).toBeNull();
    await env.SANDBOX_DB.prepare('UPDATE precheckins SET completed_at = ? WHERE reservation_number = ?')
      .bind(new Date().toISOString(), '4815162354')
      .run();
    expect((await arrivalOf('4815162354'))!.accessCode.code).toMatch(/^\d{4}$/);
  });

  it('once the pre-check-in closed undone, keeps the code for the keyholder and sends the Wi-Fi (issue 43)', async () => {
    // Arrived two days ago, paid, its pre-check-in never done.
    const arrival = (await arrivalOf('4815162349'))!;
    expect(arrival.accessCode).toEqual({ hasCode: true, code: null });
    expect(arrival.wifi).toEqual({ name: 'Klitgaarden-Gaest', password: 'klit-vej-21-blaavand' });
  });

  it('sends the Wi-Fi password from N hours before arrival', async () => {
    const early = (await arrivalOf('4815162343'))!;
    expect(early.wifi).toEqual({ name: 'Chalet-Alpengluehn', password: null });
    await arrivesIn('4815162343', 1);
    expect((await arrivalOf('4815162343'))!.wifi?.password).toBe('hahnenkamm-8-gast');
  });

  it('holds them back for an unpaid booking, and sends them where the rest is paid at the house', async () => {
    await arrivesIn('4815162355', 1);
    expect((await arrivalOf('4815162355'))!.accessCode.code).toBeNull();
    await env.SANDBOX_DB.prepare('UPDATE reservation_arrivals SET payment_on_site = 1 WHERE number = ?')
      .bind('4815162355')
      .run();
    expect((await arrivalOf('4815162355'))!.accessCode.code).toMatch(/^\d{4}$/);
  });

  it('never sends them for a cancelled booking, nor after check-out', async () => {
    await arrivesIn('4815162344', 1);
    expect((await arrivalOf('4815162344'))!.accessCode).toEqual({ hasCode: true, code: null });
    await arrivesIn('4815162356', -8);
    const over = (await arrivalOf('4815162356'))!;
    expect(over.accessCode.code).toBeNull();
    expect(over.wifi?.password).toBeNull();
    expect((await fixtureOf('4815162356')).arrival!.revealed).toBe(false);
  });
});
