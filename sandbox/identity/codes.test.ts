import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { ANNA, Browser, JONAS, node, ORIGIN, register, uniqueEmail, type Json } from './testBrowser.ts';
import { age, latestMail, mailCount, startFromSeededSandbox } from './testSandbox.ts';

startFromSeededSandbox();

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verification', () => {
  it('has the e-mail form first', async () => {
    const flow = await new Browser().flow('verification');
    expect(flow.state).toBe('choose_method');
    expect(node(flow, 'email').attributes.type).toBe('email');
    expect(node(flow, 'method', 'submit').attributes.value).toBe('code');
  });

  it('verifies the address with the mailed code', async () => {
    const browser = new Browser();
    const { email, answer } = await register(browser);
    const flowId = answer.continue_with[0].flow.id;
    const flow: Json = await (await browser.fetch(`/self-service/verification/flows?id=${flowId}`)).json();
    const { code } = await latestMail(email);
    const response = await browser.submit('verification', flow, { method: 'code', code });
    expect(response.status).toBe(200);
    const body: Json = await response.json();
    expect(body.state).toBe('passed_challenge');
    expect(body.ui.messages[0].id).toBe(1080002);
    const me: Json = await (await browser.whoami()).json();
    expect(me.identity.verifiable_addresses[0]).toMatchObject({ verified: true, status: 'completed' });
    // Used once only.
    const again = await browser.submit('verification', flow, { method: 'code', code });
    expect(again.status).toBe(400);
  });

  it('sends a code on request (1080003), refuses a wrong one (4070006)', async () => {
    const browser = new Browser();
    const flow = await browser.flow('verification');
    const sent = await browser.submit('verification', flow, { method: 'code', email: JONAS.email });
    expect(sent.status).toBe(200);
    const body: Json = await sent.json();
    expect(body.state).toBe('sent_email');
    expect(body.ui.messages[0].id).toBe(1080003);
    expect(node(body, 'code')).toBeDefined();
    const mail = await latestMail(JONAS.email);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    const wrong = await browser.submit('verification', flow, { method: 'code', code: wrongCode(mail.code!) });
    expect(wrong.status).toBe(400);
    const wrongBody: Json = await wrong.json();
    expect(wrongBody.ui.messages[0]).toEqual({
      id: 4070006,
      type: 'error',
      text: 'The verification code is invalid or has already been used. Please try again.',
    });
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const browser = new Browser();
    const flow = await browser.flow('verification');
    const email = uniqueEmail('unknown');
    const sent = await browser.submit('verification', flow, { method: 'code', email });
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as Json).state).toBe('sent_email');
    expect(await mailCount(email)).toBe(0);
  });

  it('spends the code after five wrong tries, until a new code is sent', async () => {
    const browser = new Browser();
    const flow = await browser.flow('verification');
    await browser.submit('verification', flow, { method: 'code', email: ANNA.email });
    const { code } = await latestMail(ANNA.email);
    for (let i = 0; i < 5; i++) {
      const wrong = await browser.submit('verification', flow, { method: 'code', code: wrongCode(code!) });
      expect(wrong.status).toBe(400);
    }
    const locked = await browser.submit('verification', flow, { method: 'code', code });
    expect(locked.status).toBe(400);
    expect(((await locked.json()) as Json).ui.messages[0].id).toBe(4070006);

    await browser.submit('verification', flow, { method: 'code', email: ANNA.email });
    const fresh = (await latestMail(ANNA.email)).code;
    const ok = await browser.submit('verification', flow, { method: 'code', code: fresh });
    expect(ok.status).toBe(200);
  });

  it('says "expired" for a code past its 15 minutes', async () => {
    const browser = new Browser();
    const flow = await browser.flow('verification');
    await browser.submit('verification', flow, { method: 'code', email: ANNA.email });
    const { code } = await latestMail(ANNA.email);
    await age('identity_codes', 'expires_at', flow.id, 1000, 'flow_id');
    const response = await browser.submit('verification', flow, { method: 'code', code });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Json).ui.messages[0].text).toContain('expired');
  });

  it('stores only a hash of the code', async () => {
    const browser = new Browser();
    const flow = await browser.flow('verification');
    await browser.submit('verification', flow, { method: 'code', email: ANNA.email });
    const { code } = await latestMail(ANNA.email);
    const row = await env.SANDBOX_DB.prepare('SELECT * FROM identity_codes WHERE flow_id = ?')
      .bind(flow.id)
      .first<Json>();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(15 * 60 * 1000);
  });
});

describe('recovery', () => {
  it('mails a code (1060003) in the identity language and signs in with it', async () => {
    const browser = new Browser();
    const flow = await browser.flow(
      'recovery',
      `return_to=${encodeURIComponent(`${ORIGIN}/callback?returnTo=%2F`)}`,
    );
    expect(node(flow, 'email')).toBeDefined();
    const sent = await browser.submit('recovery', flow, {
      method: 'code',
      email: JONAS.email,
      transient_payload: { lang: 'en' },
    });
    expect(sent.status).toBe(200);
    const sentBody: Json = await sent.json();
    expect(sentBody.state).toBe('sent_email');
    expect(sentBody.ui.messages[0].id).toBe(1060003);
    const mail = await latestMail(JONAS.email);
    expect(mail.subject).toBe('Zugang zu Ihrem Konto wiederherstellen');

    const response = await browser.submit('recovery', flow, { method: 'code', code: mail.code });
    expect(response.status).toBe(422);
    const body: Json = await response.json();
    expect(body.error).toMatchObject({ id: 'browser_location_change_required', code: 422 });
    expect(body.redirect_browser_to).toMatch(new RegExp(`^${ORIGIN}/resetpassword\\?flow=[0-9a-f-]{36}$`));
    expect(browser.setCookieLine('ory_kratos_session')).toMatch(/HttpOnly/);
    const me: Json = await (await browser.whoami()).json();
    expect(me.identity.traits.email).toBe(JONAS.email);
    expect(me.authentication_methods[0].method).toBe('code_recovery');
    const settingsId = new URL(body.redirect_browser_to).searchParams.get('flow');
    const settings = await browser.fetch(`/self-service/settings/flows?id=${settingsId}`);
    expect(settings.status).toBe(200);
    expect(((await settings.json()) as Json).identity.traits.email).toBe(JONAS.email);
  });

  it('answers the same for an unknown address and mails a note without a code', async () => {
    const browser = new Browser();
    const flow = await browser.flow('recovery');
    const email = uniqueEmail('nobody');
    const sent = await browser.submit('recovery', flow, {
      method: 'code',
      email,
      transient_payload: { lang: 'de' },
    });
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as Json).ui.messages[0].id).toBe(1060003);
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Zugang zu Ihrem Konto wiederherstellen');
    expect(mail.code).toBeUndefined();
    const guess = await browser.submit('recovery', flow, { method: 'code', code: '123456' });
    expect(guess.status).toBe(400);
  });

  it('refuses a wrong code (4060006), an expired one, and locks after five tries', async () => {
    const browser = new Browser();
    const flow = await browser.flow('recovery');
    await browser.submit('recovery', flow, { method: 'code', email: ANNA.email });
    const { code } = await latestMail(ANNA.email);
    const wrong = await browser.submit('recovery', flow, { method: 'code', code: wrongCode(code!) });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as Json).ui.messages[0]).toEqual({
      id: 4060006,
      type: 'error',
      text: 'The recovery code is invalid or has already been used. Please try again.',
    });
    for (let i = 0; i < 4; i++)
      await browser.submit('recovery', flow, { method: 'code', code: wrongCode(code!) });
    const locked = await browser.submit('recovery', flow, { method: 'code', code });
    expect(((await locked.json()) as Json).ui.messages[0].id).toBe(4060006);

    await browser.submit('recovery', flow, { method: 'code', email: ANNA.email });
    await age('identity_codes', 'expires_at', flow.id, 1000, 'flow_id');
    const expired = await browser.submit('recovery', flow, {
      method: 'code',
      code: (await latestMail(ANNA.email)).code,
    });
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as Json).ui.messages[0].text).toContain('expired');
  });

  it('answers api flows with the session token and the settings flow', async () => {
    const app = new Browser();
    const flow = await app.flow('recovery', '', 'api');
    await app.submit('recovery', flow, { method: 'code', email: ANNA.email });
    const response = await app.submit('recovery', flow, {
      method: 'code',
      code: (await latestMail(ANNA.email)).code,
    });
    expect(response.status).toBe(200);
    const body: Json = await response.json();
    expect(body.state).toBe('passed_challenge');
    expect(body.continue_with.map((c: Json) => c.action)).toEqual([
      'set_ory_session_token',
      'show_settings_ui',
    ]);
  });

  it('refuses a missing e-mail with a node message', async () => {
    const browser = new Browser();
    const flow = await browser.flow('recovery');
    const response = await browser.submit('recovery', flow, { method: 'code', email: '' });
    expect(response.status).toBe(400);
    expect(node((await response.json()) as Json, 'email').messages[0].id).toBe(4000002);
  });

  it('marks the address verified', async () => {
    const browser = new Browser();
    const { email } = await register(browser);
    const recovering = new Browser();
    const flow = await recovering.flow('recovery');
    await recovering.submit('recovery', flow, { method: 'code', email });
    await recovering.submit('recovery', flow, { method: 'code', code: (await latestMail(email)).code });
    const me: Json = await (await recovering.whoami()).json();
    expect(me.identity.verifiable_addresses[0].verified).toBe(true);
  });
});
