import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { Browser, node, ORIGIN, register, type Json } from './testBrowser.ts';
import { age, startFromSeededSandbox } from './testSandbox.ts';

startFromSeededSandbox();

async function sessionId(browser: Browser): Promise<string> {
  return ((await (await browser.whoami()).json()) as Json).id;
}

describe('settings', () => {
  it('needs a session to start (401 session_inactive)', async () => {
    const response = await new Browser().fetch('/self-service/settings/browser');
    expect(response.status).toBe(401);
    expect(((await response.json()) as Json).error.id).toBe('session_inactive');
  });

  it('has the profile and password nodes and the identity', async () => {
    const browser = new Browser();
    const { email } = await register(browser);
    const flow = await browser.flow('settings');
    expect(flow.identity.traits.email).toBe(email);
    expect(node(flow, 'traits.email').attributes.value).toBe(email);
    expect(node(flow, 'password')).toBeDefined();
    expect(node(flow, 'csrf_token')).toBeDefined();
    expect(
      flow.ui.nodes.filter((n: Json) => n.attributes.name === 'method').map((n: Json) => n.attributes.value),
    ).toEqual(['profile', 'password']);
  });

  it('changes the password (1050001) and the new one signs in', async () => {
    const browser = new Browser();
    const { email, password } = await register(browser);
    const flow = await browser.flow('settings');
    const response = await browser.submit('settings', flow, {
      method: 'password',
      password: 'New-Tide-2031',
    });
    expect(response.status).toBe(200);
    const body: Json = await response.json();
    expect(body.state).toBe('success');
    expect(body.ui.messages).toEqual([
      { id: 1050001, text: 'Your changes have been saved!', type: 'success' },
    ]);

    const other = new Browser();
    const login = await other.flow('login');
    const old = await other.submit('login', login, { method: 'password', identifier: email, password });
    expect(old.status).toBe(400);
    const fresh = await other.submit('login', login, {
      method: 'password',
      identifier: email,
      password: 'New-Tide-2031',
    });
    expect(fresh.status).toBe(200);
  });

  it('refuses breached and short passwords on the password node', async () => {
    const browser = new Browser();
    await register(browser);
    const flow = await browser.flow('settings');
    const breached = await browser.submit('settings', flow, { method: 'password', password: 'password123' });
    expect(breached.status).toBe(400);
    expect(node((await breached.json()) as Json, 'password').messages[0].id).toBe(4000034);
    const short = await browser.submit('settings', flow, { method: 'password', password: 'abc' });
    expect(short.status).toBe(400);
    expect(node((await short.json()) as Json, 'password').messages[0].id).toBe(4000032);
  });

  it('needs a privileged session: after an hour, 403 session_refresh_required to /login?refresh=true', async () => {
    const browser = new Browser();
    await register(browser);
    const flow = await browser.flow('settings');
    await age('identity_sessions', 'authenticated_at', await sessionId(browser), 2 * 60 * 60 * 1000);
    const response = await browser.submit('settings', flow, {
      method: 'password',
      password: 'New-Tide-2031',
    });
    expect(response.status).toBe(403);
    const body: Json = await response.json();
    expect(body.error.id).toBe('session_refresh_required');
    const to = new URL(body.redirect_browser_to);
    expect(`${to.origin}${to.pathname}`).toBe(`${ORIGIN}/login`);
    expect(to.searchParams.get('refresh')).toBe('true');
    expect(to.searchParams.get('return_to')).toBe(`${ORIGIN}/resetpassword?flow=${flow.id}`);
  });

  it('answers 401 without a session and 403 for another identity', async () => {
    const browser = new Browser();
    await register(browser);
    const flow = await browser.flow('settings');
    const loggedOut = new Browser();
    loggedOut.cookies.set('csrf_token', browser.cookies.get('csrf_token')!);
    const anonymous = await loggedOut.submit('settings', flow, {
      method: 'password',
      password: 'New-Tide-2031',
    });
    expect(anonymous.status).toBe(401);
    const stranger = new Browser();
    await stranger.signIn();
    stranger.cookies.set('csrf_token', browser.cookies.get('csrf_token')!);
    const mismatch = await stranger.submit('settings', flow, {
      method: 'password',
      password: 'New-Tide-2031',
    });
    expect(mismatch.status).toBe(403);
  });

  it('changes the language in the profile', async () => {
    const browser = new Browser();
    const { email } = await register(browser, 'en');
    const flow = await browser.flow('settings');
    const response = await browser.submit('settings', flow, {
      method: 'profile',
      traits: { email, lang: 'de' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Json).identity.traits.lang).toBe('de');
    const row = await env.SANDBOX_DB.prepare('SELECT lang FROM identities WHERE email = ?')
      .bind(email)
      .first<Json>();
    expect(row.lang).toBe('de');
  });
});
