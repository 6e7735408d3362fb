import { LANGUAGES } from '../../shared/i18n/languages.ts';
import { describe, expect, it } from 'vitest';
import { ANNA, Browser, JONAS, ORIGIN, type Json } from './testBrowser.ts';
import { age, startFromSeededSandbox } from './testSandbox.ts';

startFromSeededSandbox();

describe('whoami', () => {
  it('answers the session in Kratos shape', async () => {
    const browser = new Browser();
    await browser.signIn(JONAS);
    const response = await browser.whoami();
    expect(response.status).toBe(200);
    const session: Json = await response.json();
    expect(Date.parse(session.expires_at) - Date.parse(session.issued_at)).toBe(24 * 60 * 60 * 1000);
    expect(session).toMatchObject({
      active: true,
      authenticator_assurance_level: 'aal1',
      identity: {
        schema_id: 'default',
        schema_url: `${ORIGIN}/schemas/ZGVmYXVsdA`,
        state: 'active',
        traits: { email: JONAS.email, lang: 'de' },
        recovery_addresses: [{ value: JONAS.email, via: 'email' }],
      },
    });
    expect(session.devices).toHaveLength(1);
    expect(session.authenticated_at).toBeTruthy();
    expect(response.headers.get('X-Kratos-Authenticated-Identity-Id')).toBe(session.identity.id);
  });

  it('answers 401 session_inactive without a session, with a bad token, or once expired', async () => {
    const none = await new Browser().whoami();
    expect(none.status).toBe(401);
    expect(((await none.json()) as Json).error).toMatchObject({ id: 'session_inactive', code: 401 });
    const forged = new Browser();
    forged.cookies.set('ory_kratos_session', 'forged');
    expect((await forged.whoami()).status).toBe(401);

    const browser = new Browser();
    const { session } = await browser.signIn();
    await age('identity_sessions', 'expires_at', session.id, 1000);
    expect((await browser.whoami()).status).toBe(401);
  });

  it('serves the identity schema it names', async () => {
    const response = await new Browser().fetch('/schemas/ZGVmYXVsdA');
    expect(response.status).toBe(200);
    expect(((await response.json()) as Json).properties.traits.properties.lang.enum).toEqual([...LANGUAGES]);
  });
});

describe('logout', () => {
  it('hands out a logout URL and logs out with it (204 for JSON)', async () => {
    const browser = new Browser();
    await browser.signIn();
    const response = await browser.fetch('/self-service/logout/browser');
    expect(response.status).toBe(200);
    const { logout_url, logout_token } = (await response.json()) as Json;
    expect(logout_url).toBe(`${ORIGIN}/self-service/logout?token=${logout_token}`);
    const done = await browser.fetch(`/self-service/logout?token=${logout_token}`);
    expect(done.status).toBe(204);
    expect(browser.setCookieLine('ory_kratos_session')).toMatch(/Max-Age=0/);
    expect((await browser.whoami()).status).toBe(401);
  });

  it('redirects a page load to return_to or /', async () => {
    const browser = new Browser();
    await browser.signIn();
    const { logout_token } = (await (await browser.fetch('/self-service/logout/browser')).json()) as Json;
    const cookie = browser.cookies.get('ory_kratos_session')!;
    const page = new Browser({ Accept: 'text/html' });
    page.cookies.set('ory_kratos_session', cookie);
    const done = await page.fetch(
      `/self-service/logout?token=${logout_token}&return_to=${encodeURIComponent(`${ORIGIN}/myaccount`)}`,
    );
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${ORIGIN}/myaccount`);

    const again = new Browser();
    await again.signIn();
    const second = (await (await again.fetch('/self-service/logout/browser')).json()) as Json;
    const pageAgain = new Browser({ Accept: 'text/html' });
    pageAgain.cookies.set('ory_kratos_session', again.cookies.get('ory_kratos_session')!);
    const home = await pageAgain.fetch(`/self-service/logout?token=${second.logout_token}`);
    expect(home.headers.get('location')).toBe(`${ORIGIN}/`);
  });

  it('needs a session for a logout URL (401) and refuses a token of another session (403)', async () => {
    const none = await new Browser().fetch('/self-service/logout/browser');
    expect(none.status).toBe(401);
    expect(((await none.json()) as Json).error.id).toBe('session_inactive');
    const browser = new Browser();
    await browser.signIn();
    const mismatch = await browser.fetch('/self-service/logout?token=not-mine');
    expect(mismatch.status).toBe(403);
    expect((await browser.whoami()).status).toBe(200);
  });

  it('logs out an api session with its token (204), 403 for an unknown token', async () => {
    const app = new Browser();
    const flow = await app.flow('login', '', 'api');
    const { session_token } = (await (
      await app.submit('login', flow, { method: 'password', identifier: ANNA.email, password: ANNA.password })
    ).json()) as Json;
    const done = await app.fetch('/self-service/logout/api', { method: 'DELETE', json: { session_token } });
    expect(done.status).toBe(204);
    expect(
      (await app.fetch('/sessions/whoami', { headers: { 'X-Session-Token': session_token } })).status,
    ).toBe(401);
    const again = await app.fetch('/self-service/logout/api', { method: 'DELETE', json: { session_token } });
    expect(again.status).toBe(204);
    const unknown = await app.fetch('/self-service/logout/api', {
      method: 'DELETE',
      json: { session_token: 'nope' },
    });
    expect(unknown.status).toBe(403);
    const missing = await app.fetch('/self-service/logout/api', { method: 'DELETE', json: {} });
    expect(missing.status).toBe(400);
  });
});

describe('other sessions', () => {
  it('lists, revokes one and revokes all others', async () => {
    const main = new Browser();
    await main.signIn(JONAS);
    const others = [new Browser(), new Browser(), new Browser()];
    for (const other of others) await other.signIn(JONAS);
    const list = await main.fetch('/sessions');
    expect(list.status).toBe(200);
    const sessions = (await list.json()) as Json[];
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    const me: Json = await (await main.whoami()).json();
    expect(sessions.map((s) => s.id)).not.toContain(me.id);

    const paged = await main.fetch('/sessions?page_size=1');
    expect((await paged.json()) as Json[]).toHaveLength(1);
    expect(paged.headers.get('Link')).toContain('page_token=2');
    const legacy = await main.fetch('/sessions?per_page=2&page=1');
    expect((await legacy.json()) as Json[]).toHaveLength(2);

    const own = await main.fetch(`/sessions/${me.id}`, { method: 'DELETE' });
    expect(own.status).toBe(400);
    const first = sessions[0];
    expect((await main.fetch(`/sessions/${first.id}`, { method: 'DELETE' })).status).toBe(204);
    const remaining = (await (await main.fetch('/sessions')).json()) as Json[];
    expect(remaining.map((s) => s.id)).not.toContain(first.id);

    const revoked = await main.fetch('/sessions', { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as Json).count).toBe(remaining.length);
    expect((await others[2]!.whoami()).status).toBe(401);
    expect((await main.whoami()).status).toBe(200);
    expect((await new Browser().fetch('/sessions')).status).toBe(401);
  });
});

describe('errors and the WebAuthn script', () => {
  it('keeps the errors answered to browser flows', async () => {
    const browser = new Browser();
    await browser.signIn();
    const refused = await browser.fetch('/self-service/login/browser');
    expect(refused.status).toBe(400);
    const page = new Browser({ Accept: 'text/html' });
    page.cookies.set('ory_kratos_session', browser.cookies.get('ory_kratos_session')!);
    const redirected = await page.fetch('/self-service/login/browser');
    expect(redirected.status).toBe(303);
    const id = new URL(redirected.headers.get('location')!).searchParams.get('id');
    const stored = await browser.fetch(`/self-service/errors?id=${id}`);
    expect(stored.status).toBe(200);
    expect(((await stored.json()) as Json).error.id).toBe('session_already_available');
    expect((await browser.fetch('/self-service/errors?id=00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
  });

  it('serves webauthn.js as JavaScript', async () => {
    const response = await new Browser().fetch('/.well-known/ory/webauthn.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/javascript');
  });
});
