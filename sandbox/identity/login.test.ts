import { describe, expect, it } from 'vitest';
import { ANNA, Browser, csrfOf, identifierOf, node, ORIGIN, type Json } from './testBrowser.ts';
import { startFromSeededSandbox } from './testSandbox.ts';

startFromSeededSandbox();

describe('login flow creation', () => {
  it('answers a browser flow with the csrf cookie and the Kratos nodes', async () => {
    const browser = new Browser();
    const response = await browser.fetch('/self-service/login/browser');
    expect(response.status).toBe(200);
    const flow: Json = await response.json();
    const csrf = browser.setCookieLine('csrf_token');
    expect(csrf).toMatch(/HttpOnly/);
    expect(csrf).toMatch(/Path=\//);
    expect(csrfOf(flow)).toBe(browser.cookies.get('csrf_token'));
    expect(flow).toMatchObject({
      type: 'browser',
      state: 'choose_method',
      refresh: false,
      requested_aal: 'aal1',
      request_url: `${ORIGIN}/self-service/login/browser`,
      ui: { action: `${ORIGIN}/self-service/login?flow=${flow.id}`, method: 'POST' },
    });
    expect(flow.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(flow.expires_at) - Date.parse(flow.issued_at)).toBe(60 * 60 * 1000);
    for (const name of ['identifier', 'password']) expect(node(flow, name)).toBeDefined();
    expect(node(flow, 'method', 'submit').attributes.value).toBe('password');
    const providers = flow.ui.nodes
      .filter((n: Json) => n.group === 'oidc')
      .map((n: Json) => n.attributes.value);
    expect(providers.sort()).toEqual(['apple', 'google']);
  });

  it('keeps an existing csrf cookie', async () => {
    const browser = new Browser();
    await browser.flow('login');
    const first = browser.cookies.get('csrf_token');
    const flow = await browser.flow('login');
    expect(browser.setCookieLine('csrf_token')).toBeUndefined();
    expect(csrfOf(flow)).toBe(first);
  });

  it('answers an api flow without csrf', async () => {
    const browser = new Browser();
    const flow = await browser.flow('login', '', 'api');
    expect(flow.type).toBe('api');
    expect(csrfOf(flow)).toBeUndefined();
    expect(browser.cookies.has('csrf_token')).toBe(false);
  });

  it('accepts the SPEC query parameters and keeps a same-origin return_to', async () => {
    const browser = new Browser();
    const returnTo = `${ORIGIN}/callback?returnTo=%2Fmyaccount`;
    const flow = await browser.flow(
      'login',
      `return_to=${encodeURIComponent(returnTo)}&refresh=false&aal=aal1&login_challenge=x&organization=&via=email`,
    );
    expect(flow.return_to).toBe(returnTo);
  });

  it('refuses a return_to on another origin', async () => {
    const response = await new Browser().fetch(
      `/self-service/login/browser?return_to=${encodeURIComponent('https://evil.test/x')}`,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as Json).error.id).toBe('self_service_flow_return_to_forbidden');
  });

  it('sends a page load to the login page', async () => {
    const browser = new Browser({ Accept: 'text/html' });
    const response = await browser.fetch('/self-service/login/browser');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${ORIGIN}/login\\?flow=[0-9a-f-]{36}$`));
  });

  it('refuses a second sign-in while a session exists, unless refresh=true', async () => {
    const browser = new Browser();
    await browser.signIn();
    const response = await browser.fetch('/self-service/login/browser');
    expect(response.status).toBe(400);
    const body: Json = await response.json();
    expect(body.error).toMatchObject({ id: 'session_already_available', code: 400, status: 'Bad Request' });
    expect(body.error.reason).toContain('valid session was detected');
    const refresh = await browser.flow('login', 'refresh=true');
    expect(refresh.refresh).toBe(true);
    expect(node(refresh, 'identifier').attributes.value).toBe(ANNA.email);
  });
});

describe('flows by id', () => {
  it('answers a known flow, 404 for an unknown one, 410 once expired', async () => {
    const browser = new Browser();
    const flow = await browser.flow('login');
    const again = await browser.fetch(`/self-service/login/flows?id=${flow.id}`);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Json).id).toBe(flow.id);

    const unknown = await browser.fetch('/self-service/login/flows?id=00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as Json).error.code).toBe(404);
    expect((await browser.fetch('/self-service/login/flows?id=not-a-uuid')).status).toBe(404);
    // A flow of another kind is not found under this kind.
    expect((await browser.fetch(`/self-service/registration/flows?id=${flow.id}`)).status).toBe(404);
  });
});

describe('password login', () => {
  it('signs in, sets the session cookie and answers the session', async () => {
    const browser = new Browser();
    const flow = await browser.flow('login');
    const response = await browser.submit('login', flow, { method: 'password', ...identifierOf(ANNA) });
    expect(response.status).toBe(200);
    const body: Json = await response.json();
    expect(body.session_token).toBeUndefined();
    expect(body.session).toMatchObject({
      active: true,
      authenticator_assurance_level: 'aal1',
      authentication_methods: [{ method: 'password', aal: 'aal1' }],
      identity: {
        schema_id: 'default',
        state: 'active',
        traits: { email: ANNA.email, lang: 'en' },
        verifiable_addresses: [{ value: ANNA.email, verified: true, via: 'email' }],
      },
    });
    const cookie = browser.setCookieLine('ory_kratos_session');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Secure/);
    const whoami = await browser.whoami();
    expect(whoami.status).toBe(200);
    expect(((await whoami.json()) as Json).id).toBe(body.session.id);
  });

  it('accepts a form-encoded submit', async () => {
    const browser = new Browser();
    const flow = await browser.flow('login');
    const response = await browser.fetch(`/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      form: { csrf_token: csrfOf(flow)!, method: 'password', ...identifierOf(ANNA) },
    });
    expect(response.status).toBe(200);
  });

  it('answers 400 with the flow and 4000006 for a wrong password or an unknown identifier', async () => {
    for (const attempt of [
      { identifier: ANNA.email, password: 'wrong-password' },
      { identifier: 'nobody@example.com', password: 'whatever-it-is' },
    ]) {
      const browser = new Browser();
      const flow = await browser.flow('login');
      const response = await browser.submit('login', flow, { method: 'password', ...attempt });
      expect(response.status).toBe(400);
      const body: Json = await response.json();
      expect(body.id).toBe(flow.id);
      expect(body.ui.messages).toEqual([
        {
          id: 4000006,
          type: 'error',
          text: 'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
        },
      ]);
      expect(node(body, 'identifier').attributes.value).toBe(attempt.identifier);
      expect(node(body, 'password').attributes.value).toBeUndefined();
      expect(browser.cookies.has('ory_kratos_session')).toBe(false);
      // The stored flow shows the same.
      const stored: Json = await (await browser.fetch(`/self-service/login/flows?id=${flow.id}`)).json();
      expect(stored.ui.messages[0].id).toBe(4000006);
    }
  });

  it('answers 400 with node messages for missing fields', async () => {
    const browser = new Browser();
    const flow = await browser.flow('login');
    const response = await browser.submit('login', flow, {
      method: 'password',
      identifier: '',
      password: '',
    });
    expect(response.status).toBe(400);
    const body: Json = await response.json();
    expect(node(body, 'identifier').messages).toEqual([
      {
        id: 4000002,
        text: 'Property identifier is missing.',
        type: 'error',
        context: { property: 'identifier' },
      },
    ]);
    expect(node(body, 'password').messages[0].id).toBe(4000002);
  });

  it('refuses a submit whose csrf_token does not match the cookie (403)', async () => {
    const browser = new Browser();
    const flow = await browser.flow('login');
    const response = await browser.fetch(`/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      json: { csrf_token: 'forged', method: 'password', ...identifierOf(ANNA) },
    });
    expect(response.status).toBe(403);
    const body: Json = await response.json();
    expect(body.error.id).toBe('security_csrf_violation');
    const noCookie = new Browser();
    const missing = await noCookie.submit('login', flow, { method: 'password', ...identifierOf(ANNA) });
    expect(missing.status).toBe(403);
  });

  it('answers api flows with a session token usable as X-Session-Token and Bearer', async () => {
    const app = new Browser();
    const flow = await app.flow('login', '', 'api');
    const response = await app.submit('login', flow, { method: 'password', ...identifierOf(ANNA) });
    expect(response.status).toBe(200);
    const body: Json = await response.json();
    expect(body.session_token).toMatch(/^ory_st_/);
    expect(app.cookies.has('ory_kratos_session')).toBe(false);
    const byHeader = await new Browser().fetch('/sessions/whoami', {
      headers: { 'X-Session-Token': body.session_token },
    });
    expect(byHeader.status).toBe(200);
    const byBearer = await new Browser().fetch('/sessions/whoami', {
      headers: { Authorization: `Bearer ${body.session_token}` },
    });
    expect(byBearer.status).toBe(200);
  });

  it('refuses a login submit while signed in (400), but refreshes with refresh=true', async () => {
    const browser = new Browser();
    const flow = await browser.flow('login');
    await browser.signIn();
    const response = await browser.submit('login', flow, { method: 'password', ...identifierOf(ANNA) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Json).error.id).toBe('session_already_available');

    const before: Json = await (await browser.whoami()).json();
    const refresh = await browser.flow('login', 'refresh=true');
    const refreshed = await browser.submit('login', refresh, { method: 'password', ...identifierOf(ANNA) });
    expect(refreshed.status).toBe(200);
    const after: Json = ((await refreshed.json()) as Json).session;
    expect(after.id).toBe(before.id);
    expect(after.authentication_methods).toHaveLength(2);
  });

  it('answers 400 with a message for an unknown method', async () => {
    const browser = new Browser();
    const flow = await browser.flow('login');
    const response = await browser.submit('login', flow, { method: 'totp' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Json).ui.messages[0].id).toBe(4010002);
  });

  it('answers 404 for an unknown flow and 400 without one', async () => {
    const browser = new Browser();
    const unknown = await browser.fetch('/self-service/login?flow=00000000-0000-4000-8000-000000000000', {
      method: 'POST',
      json: {},
    });
    expect(unknown.status).toBe(404);
    expect((await browser.fetch('/self-service/login', { method: 'POST', json: {} })).status).toBe(400);
  });
});
