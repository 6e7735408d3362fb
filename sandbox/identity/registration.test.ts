import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { ANNA, Browser, node, ORIGIN, register, uniqueEmail, type Json } from './testBrowser.ts';
import { latestMail, startFromSeededSandbox } from './testSandbox.ts';
import { BREACHED_COUNT, isBreached } from './breachedPasswords.ts';

startFromSeededSandbox();

async function attempt(traits: Record<string, unknown>, password: string | undefined) {
  const browser = new Browser();
  const flow = await browser.flow('registration');
  const response = await browser.submit('registration', flow, {
    method: 'password',
    traits,
    ...(password !== undefined ? { password } : {}),
  });
  return { browser, flow, response, body: (await response.json()) as Json };
}

describe('registration', () => {
  it('has the form nodes', async () => {
    const flow = await new Browser().flow('registration');
    for (const name of ['csrf_token', 'traits.email', 'traits.lang', 'password'])
      expect(node(flow, name)).toBeDefined();
    expect(node(flow, 'method', 'submit').attributes.value).toBe('password');
    expect(flow.ui.nodes.filter((n: Json) => n.group === 'oidc')).toHaveLength(2);
  });

  it('creates the identity, signs in and continues with a verification flow whose code was mailed', async () => {
    const browser = new Browser();
    const { email, answer } = await register(browser, 'de');
    expect(answer.identity.traits).toEqual({ email, lang: 'de' });
    expect(answer.identity.verifiable_addresses[0]).toMatchObject({ verified: false, status: 'pending' });
    expect(answer.session.authentication_methods[0].method).toBe('password');
    expect(browser.cookies.has('ory_kratos_session')).toBe(true);
    const [next] = answer.continue_with;
    expect(next).toMatchObject({ action: 'show_verification_ui', flow: { verifiable_address: email } });
    expect(next.flow.url).toBe(`${ORIGIN}/verify?flow=${next.flow.id}`);
    const verification: Json = await (
      await browser.fetch(`/self-service/verification/flows?id=${next.flow.id}`)
    ).json();
    expect(verification.state).toBe('sent_email');
    expect(verification.ui.messages[0].id).toBe(1080003);
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text.match(/\b\d{6}\b/g)).toHaveLength(1);
  });

  it('answers api flows with a session token', async () => {
    const app = new Browser();
    const flow = await app.flow('registration', '', 'api');
    const response = await app.submit('registration', flow, {
      method: 'password',
      traits: { email: uniqueEmail(), lang: 'en' },
      password: 'Correct-Horse-77',
    });
    expect(response.status).toBe(200);
    const body: Json = await response.json();
    expect(body.session_token).toMatch(/^ory_st_/);
    expect(body.continue_with.map((c: Json) => c.action)).toEqual([
      'set_ory_session_token',
      'show_verification_ui',
    ]);
    expect(app.cookies.has('ory_kratos_session')).toBe(false);
  });

  it('refuses an invalid or missing e-mail with a node message', async () => {
    const invalid = await attempt({ email: 'not-an-email', lang: 'en' }, 'Correct-Horse-77');
    expect(invalid.response.status).toBe(400);
    expect(node(invalid.body, 'traits.email').messages[0]).toMatchObject({ id: 4000001, type: 'error' });
    expect(node(invalid.body, 'traits.email').attributes.value).toBe('not-an-email');
    const missing = await attempt({ lang: 'en' }, undefined);
    expect(node(missing.body, 'traits.email').messages[0]).toMatchObject({
      id: 4000002,
      text: 'Property email is missing.',
    });
    expect(node(missing.body, 'password').messages[0].id).toBe(4000002);
  });

  it('refuses an unknown language', async () => {
    const { response, body } = await attempt({ email: uniqueEmail(), lang: 'ja' }, 'Correct-Horse-77');
    expect(response.status).toBe(400);
    expect(node(body, 'traits.lang').messages[0].id).toBe(4000001);
  });

  it('refuses an e-mail already registered with 4000028 first', async () => {
    const { response, body } = await attempt({ email: ANNA.email, lang: 'en' }, 'Correct-Horse-77');
    expect(response.status).toBe(400);
    expect(body.ui.messages[0]).toMatchObject({
      id: 4000028,
      text: `You tried signing in with ${ANNA.email} which is already in use by another account. You can sign in using your password.`,
    });
  });

  it('refuses a short password on the password node (4000032)', async () => {
    const { response, body } = await attempt({ email: uniqueEmail(), lang: 'en' }, 'short7!');
    expect(response.status).toBe(400);
    expect(node(body, 'password').messages[0]).toMatchObject({ id: 4000032, type: 'error' });
  });

  it('refuses a breached password on the password node (4000034)', async () => {
    for (const password of ['password123', '12345678', 'qwerty123', 'iloveyou1', 'sunshine1']) {
      const { response, body } = await attempt({ email: uniqueEmail(), lang: 'en' }, password);
      expect(response.status).toBe(400);
      expect(node(body, 'password').messages[0]).toMatchObject({
        id: 4000034,
        text: 'The password has been found in data breaches and must no longer be used.',
      });
    }
    expect(BREACHED_COUNT).toBeGreaterThanOrEqual(150);
    expect(isBreached('Password123 ')).toBe(false);
  });

  it('refuses registration while signed in', async () => {
    const browser = new Browser();
    await browser.signIn();
    const response = await browser.fetch('/self-service/registration/browser');
    expect(response.status).toBe(400);
    expect(((await response.json()) as Json).error.id).toBe('session_already_available');
  });

  it('stores the password as a salted PBKDF2 hash', async () => {
    const browser = new Browser();
    const { email, password } = await register(browser);
    const row = await env.SANDBOX_DB.prepare('SELECT password_hash FROM identities WHERE email = ?')
      .bind(email)
      .first<Json>();
    expect(row.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[\w-]+\$[\w-]+$/);
    expect(row.password_hash).not.toContain(password);
  });
});
