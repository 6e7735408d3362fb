import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, resetSandbox, sandboxCall } from '../../entry/test/request.ts';
import { latestMail, moveSandboxClock } from '../identity/testSandbox.ts';
import type { Arrival } from '../../shared/reservation/arrivalSchema.ts';
import type { Precheckin } from '../../shared/precheckin/schemas/precheckin.ts';
import type { Reservation } from '../../shared/reservation/schemas/reservation.ts';

/**
 * The chalet's demo booking: confirmed and paid, its pre-check-in done, arriving in 20 days for five
 * nights. Its keyholder hands the keys over, so the secret its arrival information keeps until the
 * stay is near is the Wi-Fi password (48 hours before the 16:00 check-in, Vienna time).
 */
const NUMBER = '4815162343';
const GUEST = 'jonas.keller@example.de';
const ARRIVES_IN = 20;
const NIGHTS = 5;
const BASE = '/webcc-api/v1/booking/reservations';

const sandbox = (path: string, init: RequestInit = {}) =>
  sandboxCall(
    new Request(`https://sandbox.test${path}`, {
      ...init,
      headers: { 'cf-connecting-ip': '198.51.100.39', ...init.headers },
    }),
  );
const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));

let token = '';
let precheckinToken = '';

async function arrival(): Promise<Arrival> {
  return (await sandbox(`${BASE}/${token}/arrival`)).json();
}

async function wifiPassword(): Promise<string | null | undefined> {
  return (await arrival()).wifi?.password;
}

async function precheckinExpired(): Promise<boolean> {
  const precheckin = (await (
    await sandbox(`/webcc-api/v1/booking/precheckins/${precheckinToken}`)
  ).json()) as Precheckin;
  return precheckin.expired;
}

/** A change of the booking that keeps it as it is, with a code mailed for it: the status says whether it may still change. */
async function changeStatus(): Promise<number> {
  const reservation = (await (await sandbox(`${BASE}/${token}`)).json()) as Reservation;
  expect((await sandbox(`${BASE}/${NUMBER}/authcodes/email`, { method: 'POST' })).status).toBe(202);
  const { code } = await latestMail(GUEST);
  const changed = await sandbox(`${BASE}/${NUMBER}`, {
    method: 'PUT',
    body: form({ adults: reservation.persons.adults }),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-lastmodified': reservation.lastModified,
      authorization: `Authcode ${code}`,
    },
  });
  await changed.arrayBuffer();
  return changed.status;
}

async function reviewStatus(): Promise<number> {
  const review = await sandbox('/webcc-api/v1/forms/reviews', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form({
      token,
      rating: 5,
      title: 'Lovely',
      text: 'A warm chalet below the mountains.',
      policy: 'true',
    }),
  });
  await review.arrayBuffer();
  return review.status;
}

beforeAll(async () => {
  await resetSandbox();
  const demo = await fixtures();
  token = demo.reservations.find((r) => r.number === NUMBER)!.token;
  precheckinToken = demo.precheckins.find((p) => p.number === NUMBER)!.token;
});
afterAll(async () => {
  await moveSandboxClock(0);
});

// One booking, one clock: each step moves `POST /__dev/clock` on and reads the rules as they are then.
describe('the sandbox clock walks a demo booking through its life', () => {
  it('weeks ahead: the password is kept, the booking changes, the pre-check-in is open, no review yet', async () => {
    const booking = (await (await sandbox(`${BASE}/${token}`)).json()) as Reservation;
    expect(booking.checkout).toBe(
      new Date(Date.parse(booking.checkin) + NIGHTS * 86_400_000).toISOString().slice(0, 10),
    );
    expect(await wifiPassword()).toBeNull();
    expect(await changeStatus()).toBe(200);
    expect(await precheckinExpired()).toBe(false);
    expect(await reviewStatus()).toBe(422);
  });

  it('three days before arrival: still before the reveal', async () => {
    await moveSandboxClock(ARRIVES_IN - 3);
    expect(await wifiPassword()).toBeNull();
    const demo = await fixtures();
    expect(demo.reservations.find((r) => r.number === NUMBER)!.arrival).toMatchObject({ revealed: false });
  });

  it('the day before arrival: the password shows, the last day to change and to pre-check in', async () => {
    await moveSandboxClock(ARRIVES_IN - 1);
    expect(await wifiPassword()).toEqual(expect.any(String));
    expect(await changeStatus()).toBe(200);
    expect(await precheckinExpired()).toBe(false);
    expect(await reviewStatus()).toBe(422);
  });

  it('arrival day: the booking no longer changes and the pre-check-in has expired', async () => {
    await moveSandboxClock(ARRIVES_IN);
    expect(await wifiPassword()).toEqual(expect.any(String));
    expect(await changeStatus()).toBe(422);
    expect(await precheckinExpired()).toBe(true);
  });

  it('after check-out: the password is gone for good, and the stay takes its review', async () => {
    await moveSandboxClock(ARRIVES_IN + NIGHTS + 1);
    expect(await wifiPassword()).toBeNull();
    const demo = await fixtures();
    expect(demo.reservations.find((r) => r.number === NUMBER)!.arrival).toMatchObject({ revealed: false });
    expect(await reviewStatus()).toBe(201);
  });

  it('back to today: the rules read the real day again', async () => {
    await moveSandboxClock(0);
    expect(await wifiPassword()).toBeNull();
    expect(await precheckinExpired()).toBe(false);
  });
});
