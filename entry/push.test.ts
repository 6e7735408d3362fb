import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import local from './worker.local.ts';
import { fetchWhole, fixtures, ORIGIN } from './test/request.ts';
import { MAX_DEVICES_PER_BOOKING } from '../worker/push/subscriptionStore.ts';
import { checkReveals } from '../worker/push/revealCheck.ts';
import { portalNow } from '../shared/site/portalClock.ts';
import { catalogFor } from '../web/i18n/catalogFor.ts';
import { sandboxPushService, sandboxUpstreams } from './localSandbox.ts';

// "Tell me when the code is ready": the portal's own push calls, the due check and its triggers,
// against the sandbox's push service, which checks VAPID and decrypts as a browser's would.

const XSRF = { cookie: 'XSRF-TOKEN=push-test', 'x-xsrf-token': 'push-test' };

interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface ReceivedPush {
  endpoint: string;
  reservation: string;
  title: string;
  body: string;
  payload: string;
}

async function newTestSubscription(): Promise<TestSubscription> {
  const answer = await fetchWhole(`${ORIGIN}/__dev/push/subscriptions`, {
    method: 'POST',
    body: JSON.stringify({ applicationServerKey: env.VAPID_PUBLIC_KEY }),
  });
  expect(answer.status).toBe(201);
  return answer.json();
}

async function tokenOf(number: string): Promise<string> {
  return (await fixtures()).reservations.find((r) => r.number === number)!.token;
}

function subscribe(token: string, body: unknown, headers: Record<string, string> = XSRF) {
  return fetchWhole(`${ORIGIN}/portal-api/v1/reservations/${token}/push`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const pushes = async (): Promise<ReceivedPush[]> => (await fetchWhole(`${ORIGIN}/__dev/pushes.json`)).json();
const moveClock = (days: number) =>
  fetchWhole(`${ORIGIN}/__dev/clock`, { method: 'POST', body: JSON.stringify({ days }) });
const rowsOf = async (token: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM push_subscriptions WHERE token = ?')
    .bind(token)
    .first<{ n: number }>())!.n;

beforeEach(async () => {
  await fetchWhole(`${ORIGIN}/__dev/reset`, { method: 'POST' });
  await env.DB.prepare('DELETE FROM push_subscriptions').run();
});

describe('the push key and the subscribe call', () => {
  it('gives the application server key, the same for everyone', async () => {
    const answer = await fetchWhole(`${ORIGIN}/portal-api/v1/push/key`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ publicKey: env.VAPID_PUBLIC_KEY });
  });

  it('keeps a subscription against a booking whose code is still to come, once a device', async () => {
    const token = await tokenOf('4815162358');
    const subscription = await newTestSubscription();
    const answer = await subscribe(token, { ...subscription, lang: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await subscribe(token, { ...subscription, lang: 'de' })).toHaveProperty('status', 200);
    expect(await rowsOf(token)).toBe(1);
  });

  it('refuses a subscription without the XSRF pair, as every mutating call', async () => {
    const token = await tokenOf('4815162358');
    const answer = await subscribe(token, { ...(await newTestSubscription()), lang: 'en' }, {});
    expect(answer.status).toBe(403);
    expect(await rowsOf(token)).toBe(0);
  });

  it('answers bad input with a refusal, never a failure', async () => {
    const token = await tokenOf('4815162358');
    const good = { ...(await newTestSubscription()), lang: 'en' };
    const cases: [unknown, number][] = [
      ['not json', 400],
      [null, 400],
      [[], 400],
      [{ ...good, lang: 'xx' }, 400],
      [{ ...good, endpoint: 'not a url' }, 400],
      [{ ...good, endpoint: `https://example.com/${'a'.repeat(2000)}` }, 400],
      [{ ...good, keys: { ...good.keys, p256dh: 'short' } }, 400],
      [{ ...good, keys: { ...good.keys, auth: '!!!!!!!!!!!!!!!!!!!!!!' } }, 400],
      [{ ...good, keys: undefined }, 400],
      // A push service the portal does not know, or one over http or on a port of its choosing.
      [{ ...good, endpoint: 'https://attacker.example/collect' }, 400],
      [{ ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' }, 400],
      [{ ...good, endpoint: 'https://fcm.googleapis.com:8443/fcm/send/abc' }, 400],
      [{ ...good, endpoint: 'http://10.0.0.1/__dev/push/abc' }, 400],
    ];
    for (const [body, status] of cases) {
      const answer = await subscribe(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
    }
    expect((await subscribe('not-a-token', good)).status).toBe(404);
    expect((await subscribe('Zq4Lw8Xe2Rt6Yu0Io3Pa7S', good)).status).toBe(404);
    expect(await rowsOf(token)).toBe(0);
  });

  it('refuses a booking whose code shows already, or that has none to come', async () => {
    const subscription = { ...(await newTestSubscription()), lang: 'en' };
    const shown = await subscribe(await tokenOf('4815162356'), subscription);
    expect(shown.status).toBe(409);
    expect(await shown.json()).toEqual({ error: 'code_shown' });
    // A keyholder meets the guest: there is no code.
    expect(await (await subscribe(await tokenOf('4815162343'), subscription)).json()).toEqual({
      error: 'no_code_to_come',
    });
    expect(await (await subscribe(await tokenOf('4815162344'), subscription)).json()).toEqual({
      error: 'no_code_to_come',
    });
  });

  it(`keeps ${MAX_DEVICES_PER_BOOKING} devices a booking and refuses more`, async () => {
    const token = await tokenOf('4815162358');
    for (let device = 0; device < MAX_DEVICES_PER_BOOKING; device++)
      expect((await subscribe(token, { ...(await newTestSubscription()), lang: 'en' })).status).toBe(200);
    const over = await subscribe(token, { ...(await newTestSubscription()), lang: 'en' });
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ error: 'too_many_devices' });
    expect(await rowsOf(token)).toBe(MAX_DEVICES_PER_BOOKING);
  });
});

describe('when the reveal rule starts to hold', () => {
  it('sends each subscription of the booking exactly one message, in its language, with the arrival page to open', async () => {
    const token = await tokenOf('4815162358');
    const [phone, laptop, other] = await Promise.all([
      newTestSubscription(),
      newTestSubscription(),
      newTestSubscription(),
    ]);
    await subscribe(token, { ...phone, lang: 'en' });
    await subscribe(token, { ...laptop, lang: 'de' });
    // Another booking's device, whose code is further off.
    await subscribe(await tokenOf('4815162354'), { ...other, lang: 'en' });

    await moveClock(1);
    expect(await pushes()).toEqual([]);

    // Past the reveal time (two days before the check-in opens): the move runs the due check.
    await moveClock(3);
    const received = await pushes();
    expect(received.map((push) => push.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    const english = received.find((push) => push.endpoint === phone.endpoint)!;
    expect(english).toMatchObject({ reservation: '4815162358', title: 'Your arrival details are ready' });
    expect(JSON.parse(english.payload)).toMatchObject({
      kind: 'arrivalReady',
      url: `/reservations/${token}/arrival?lang=en`,
    });
    expect(JSON.parse(received.find((push) => push.endpoint === laptop.endpoint)!.payload)).toMatchObject({
      url: `/reservations/${token}/arrival?lang=de`,
    });
    expect(english.payload).not.toContain(
      (await fixtures()).reservations.find((r) => r.number === '4815162358')!.arrival!.code!,
    );

    // A later check, by the clock or the Cron Trigger, sends nothing again.
    await moveClock(4);
    const ctx = createExecutionContext();
    local.scheduled({} as ScheduledController, env, ctx as never);
    await waitOnExecutionContext(ctx);
    expect(await pushes()).toHaveLength(2);

    // The booking e-mail says so too, with the link.
    const mails = (await (await fetchWhole(`${ORIGIN}/__dev/mailbox.json`)).json()) as {
      subject: string;
      text: string;
    }[];
    const ready = mails.filter(
      (mail) => mail.subject === 'Your arrival details for reservation 4815162358 are ready',
    );
    expect(ready).toHaveLength(1);
    expect(ready[0]!.text).toContain(`https://portal.test/reservations/${token}/arrival?lang=en`);
  });

  it('sends right after the guest’s own payment makes it hold, when the page reads the booking again', async () => {
    const token = await tokenOf('4815162357');
    const device = await newTestSubscription();
    expect((await subscribe(token, { ...device, lang: 'en' })).status).toBe(200);
    await moveClock(0);
    expect(await pushes()).toEqual([]);
    // The provider's page takes the payment (the sandbox's, outside the portal's calls) …
    const started = await fetchWhole(`${ORIGIN}/webcc-api/v1/booking/reservations/4815162357/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-reservation-token': token, ...XSRF },
      body: JSON.stringify({ method: 'creditcard' }),
    });
    expect(started.status).toBe(201);
    const { paymentUrl } = (await started.json()) as { paymentUrl: string };
    await fetchWhole(`${ORIGIN}${new URL(paymentUrl, ORIGIN).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=succeed&lang=en',
      redirect: 'manual',
    });
    // … and the page reads the booking again, which has the edge ask behind its answer.
    await fetchWhole(`${ORIGIN}/webcc-api/v1/booking/reservations/${token}`);
    await expect.poll(pushes, { timeout: 10_000 }).toHaveLength(1);
  });

  it('sends right after the guest’s pre-check-in completes it, asked by the pre-check-in’s token', async () => {
    const token = await tokenOf('4815162354');
    const precheckin = (await fixtures()).precheckins.find((p) => p.number === '4815162354')!;
    // Two days before the check-in opens: only the pre-check-in is missing.
    await moveClock(34);
    expect((await subscribe(token, { ...(await newTestSubscription()), lang: 'en' })).status).toBe(200);
    expect(await pushes()).toEqual([]);
    await env.SANDBOX_DB.prepare('UPDATE precheckins SET completed_at = ? WHERE reservation_number = ?')
      .bind(new Date().toISOString(), '4815162354')
      .run();
    // What the edge runs behind a confirmation's answer (revealTriggers.ts).
    const check = (precheckinToken: string) =>
      checkReveals(
        {
          env,
          webcc: sandboxUpstreams(env)['webcc-api'],
          service: sandboxPushService,
          catalog: catalogFor,
          log: { info: () => undefined, warn: () => undefined },
          now: portalNow(),
        },
        { precheckinToken },
      );
    expect(await check('AnotherPrecheckinToken1')).toEqual({ sent: 0 });
    expect(await check(precheckin.token)).toEqual({ sent: 1 });
    expect(await check(precheckin.token)).toEqual({ sent: 0 });
    expect((await pushes()).map((push) => push.reservation)).toEqual(['4815162354']);
  });

  it('keeps a subscription through the day after checkout, and removes it then', async () => {
    const token = await tokenOf('4815162358');
    await subscribe(token, { ...(await newTestSubscription()), lang: 'en' });
    await moveClock(3);
    expect(await pushes()).toHaveLength(1);
    // Checkout is in nine days: the day after it, it is still kept; the day after that, it is gone.
    await moveClock(10);
    expect(await rowsOf(token)).toBe(1);
    await moveClock(11);
    expect(await rowsOf(token)).toBe(0);
  });

  it('sends nothing to a device that was forgotten', async () => {
    const token = await tokenOf('4815162358');
    const device = await newTestSubscription();
    await subscribe(token, { ...device, lang: 'en' });
    await subscribe(await tokenOf('4815162354'), { ...device, lang: 'en' });
    const forget = (headers: Record<string, string>, body: string) =>
      fetchWhole(`${ORIGIN}/portal-api/v1/push/subscription`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    expect((await forget({}, JSON.stringify({ endpoint: device.endpoint }))).status).toBe(403);
    expect((await forget(XSRF, 'not json')).status).toBe(400);
    const answer = await forget(XSRF, JSON.stringify({ endpoint: device.endpoint }));
    expect(await answer.json()).toEqual({ removed: 2 });
    await moveClock(3);
    expect(await pushes()).toEqual([]);
  });
});
