import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANNA, Browser, JONAS } from '../identity/testBrowser.ts';
import { latestMail, mailCount, resetSandbox } from '../identity/testSandbox.ts';
import { fixtures } from '../../entry/test/request.ts';
import type { User } from '../../shared/account/schemas/user.ts';
import { callWith, signedIn } from './users/testAccount.ts';

beforeEach(async () => {
  await resetSandbox();
});

async function tokenOf(number: string) {
  return (await fixtures()).reservations.find((r) => r.number === number)!.token;
}

const link = (reservationToken: string, otp?: string) => ({
  method: 'POST',
  json: otp ? { reservationToken, otp } : { reservationToken },
});

describe('POST /link', () => {
  it('mails a code (202), then links the booking with it (200)', async () => {
    const { call } = await signedIn(ANNA);
    const token = await tokenOf('4815170013');
    const sent = await call('/link', link(token));
    expect(sent.status).toBe(202);
    expect(await sent.json()).toMatchObject({ status: 'codeSent', sentTo: 'a•••o@example.com' });
    const mail = await latestMail(ANNA.email);
    expect(mail.subject).toContain('4815170013');
    const linked = await call('/link', link(token, mail.code));
    expect(linked.status).toBe(200);
    expect(((await linked.json()) as User).reservations.map((r) => r.number)).toContain('4815170013');
    const again = await call('/link', link(token));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'alreadyLinkedError' });
  });

  it('refuses a wrong code, then spends the code after 5 wrong tries', async () => {
    const { call } = await signedIn(ANNA);
    const token = await tokenOf('4815170013');
    await call('/link', link(token));
    const { code } = await latestMail(ANNA.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const refused = await call('/link', link(token, wrong));
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'invalidCode' });
    }
    const spent = await call('/link', link(token, code));
    expect(await spent.json()).toMatchObject({ code: 'expiredCode' });
  });

  it('judges at most 5 of 20 parallel wrong codes, and then not even the right one', async () => {
    const { call } = await signedIn(ANNA);
    const token = await tokenOf('4815170013');
    await call('/link', link(token));
    const { code } = await latestMail(ANNA.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('/link', link(token, wrong))));
    const codes = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { code: string }).code),
    );
    expect(codes.filter((refusal) => refusal === 'invalidCode')).toHaveLength(5);
    expect(codes.filter((refusal) => refusal === 'expiredCode')).toHaveLength(15);
    expect(await (await call('/link', link(token, code))).json()).toMatchObject({ code: 'expiredCode' });
  });

  it('keeps the wrong tries across new codes, and sends at most 3 in 15 minutes', async () => {
    const { call } = await signedIn(ANNA);
    const token = await tokenOf('4815170013');
    await call('/link', link(token));
    const first = (await latestMail(ANNA.email)).code!;
    const wrong = (right: string) => (right === '000000' ? '111111' : '000000');
    for (let attempt = 0; attempt < 3; attempt++) await call('/link', link(token, wrong(first)));
    expect((await call('/link', link(token))).status).toBe(202);
    const second = (await latestMail(ANNA.email)).code!;
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(await (await call('/link', link(token, wrong(second)))).json()).toMatchObject({
        code: 'invalidCode',
      });
    }
    expect(await (await call('/link', link(token, second))).json()).toMatchObject({ code: 'expiredCode' });
    const refused = await call('/link', link(token));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'tooManyCodes' });
  });

  it('sends a fourth code only when the window has closed', async () => {
    const { call } = await signedIn(ANNA);
    const token = await tokenOf('4815170013');
    for (let send = 0; send < 3; send++) expect((await call('/link', link(token))).status).toBe(202);
    expect((await call('/link', link(token))).status).toBe(429);
    await env.SANDBOX_DB.prepare('UPDATE guestworld_link_codes SET window_started_at = 0').run();
    expect((await call('/link', link(token))).status).toBe(202);
  });

  it('refuses an expired code', async () => {
    const { call } = await signedIn(ANNA);
    const token = await tokenOf('4815170013');
    await call('/link', link(token));
    const { code } = await latestMail(ANNA.email);
    await env.SANDBOX_DB.prepare('UPDATE guestworld_link_codes SET expires_at = ?').bind(0).run();
    const expired = await call('/link', link(token, code));
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ code: 'expiredCode' });
  });

  it('links nothing for an identity whose address is not verified (emailNotVerified), and sends no code', async () => {
    const reservation = (await fixtures()).reservations.find((r) => r.number === '4815162342')!;
    const browser = new Browser();
    const flow = await browser.flow('registration');
    const registered = await browser.submit('registration', flow, {
      method: 'password',
      traits: { email: reservation.email, lang: 'en' },
      password: 'Correct-Horse-77',
    });
    expect(registered.status).toBe(200);
    const mailsBefore = await mailCount(reservation.email);
    const call = callWith(browser.cookieHeader());
    expect((await call('', { method: 'POST', json: { email: reservation.email } })).status).toBe(201);
    const refused = await call('/link', link(reservation.token));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'emailNotVerified' });
    expect(await mailCount(reservation.email)).toBe(mailsBefore);
  });

  it('refuses a reservation booked with another e-mail (emailMismatchError), and sends no code', async () => {
    const { call } = await signedIn(JONAS);
    const response = await call('/link', link(await tokenOf('4815170013')));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'emailMismatchError' });
    await expect(latestMail(JONAS.email)).rejects.toThrow();
  });

  it('refuses a booking linked already, a malformed token (400) and an unknown one (404)', async () => {
    const { call } = await signedIn(ANNA);
    const linked = await call('/link', link(await tokenOf('4815170001')));
    expect(await linked.json()).toMatchObject({ code: 'alreadyLinkedError' });
    const malformed = await call('/link', link('short', '12'));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      fields: { reservationToken: 'invalidToken', otp: 'invalidCode' },
    });
    expect((await call('/link', link('A'.repeat(24)))).status).toBe(404);
  });
});
