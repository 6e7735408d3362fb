import { describe, expect, it } from 'vitest';
import { Browser, csrfOf, ORIGIN, register, uniqueEmail, type Json } from './testBrowser.ts';
import { startFromSeededSandbox } from './testSandbox.ts';

startFromSeededSandbox();

const RETURN_TO = `${ORIGIN}/callback?returnTo=%2Fmyaccount`;

/** Submits the social button and follows the 422 to the provider page. */
async function toProvider(
  browser: Browser,
  kind: string,
  provider: string,
  type: 'browser' | 'api' = 'browser',
  query = '',
) {
  const flow = await browser.flow(kind, `return_to=${encodeURIComponent(RETURN_TO)}${query}`, type);
  const response = await browser.submit(kind, flow, { method: 'oidc', provider, traits: { lang: 'de' } });
  return { flow, response, body: (await response.json()) as Json };
}

function pageForm(html: string) {
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1];
  const email = /name="email"[^>]*value="([^"]*)"/.exec(html)?.[1];
  return { state: state!, email };
}

/** The whole way to the callback: the social button, the provider page answering with an address. */
async function callbackFor(browser: Browser, kind: string, email: string) {
  const { flow, body } = await toProvider(browser, kind, 'google');
  const to = new URL(body.redirect_browser_to);
  const form = pageForm(await (await browser.fetch(`${to.pathname}${to.search}`)).text());
  const answered = await browser.fetch('/__dev/oidc/google', {
    method: 'POST',
    form: { state: form.state, email, action: 'continue' },
  });
  const callback = new URL(answered.headers.get('location')!);
  return { flow, path: `${callback.pathname}${callback.search}` };
}

describe('social sign-in with the sandbox provider', () => {
  it('sends the browser to the provider page (422), then signs up and returns to return_to', async () => {
    const browser = new Browser();
    const { body } = await toProvider(browser, 'registration', 'google');
    expect(body.error).toMatchObject({ id: 'browser_location_change_required', code: 422 });
    const to = new URL(body.redirect_browser_to);
    expect(to.pathname).toBe('/__dev/oidc/google');
    expect(to.searchParams.get('state')).toBeTruthy();

    const page = await browser.fetch(`${to.pathname}${to.search}`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await page.text();
    expect(html).toContain('Google (sandbox)');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('>Continue</button>');
    expect(html).toContain('>Cancel</button>');
    expect(html).not.toContain('<script');
    const form = pageForm(html);
    expect(form.email).toBe('google.demo@example.com');

    const email = uniqueEmail('social');
    const answered = await browser.fetch('/__dev/oidc/google', {
      method: 'POST',
      form: { state: form.state, email, action: 'continue' },
    });
    expect(answered.status).toBe(303);
    const callback = new URL(answered.headers.get('location')!);
    expect(callback.pathname).toBe('/self-service/methods/oidc/callback/google');
    expect(callback.searchParams.get('state')).toBe(form.state);
    expect(callback.searchParams.get('code')).toBeTruthy();

    const done = await browser.fetch(`${callback.pathname}${callback.search}`, {
      headers: { Accept: 'text/html' },
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(RETURN_TO);
    expect(browser.setCookieLine('ory_kratos_session')).toMatch(/HttpOnly/);
    const me: Json = await (await browser.whoami()).json();
    expect(me.authentication_methods[0]).toMatchObject({ method: 'oidc', provider: 'google' });
    expect(me.identity.traits).toEqual({ email, lang: 'de' });
    expect(me.identity.verifiable_addresses[0].verified).toBe(true);

    // The state and code are spent.
    const replay = await browser.fetch(`${callback.pathname}${callback.search}`);
    expect(replay.status).toBe(400);
  });

  it('signs in an existing identity from the login flow', async () => {
    const browser = new Browser();
    const { body } = await toProvider(browser, 'login', 'apple');
    const to = new URL(body.redirect_browser_to);
    const html = await (await browser.fetch(`${to.pathname}${to.search}`)).text();
    expect(html).toContain('Apple (sandbox)');
    const form = pageForm(html);
    expect(form.email).toBe('apple.demo@example.com');
    const answered = await browser.fetch('/__dev/oidc/apple', {
      method: 'POST',
      form: { state: form.state, email: 'anna.demo@example.com', action: 'continue' },
    });
    const callback = new URL(answered.headers.get('location')!);
    await browser.fetch(`${callback.pathname}${callback.search}`);
    const me: Json = await (await browser.whoami()).json();
    expect(me.identity.traits.email).toBe('anna.demo@example.com');
    expect(me.authentication_methods[0].provider).toBe('apple');
  });

  it('cancels back to the login page with a message on the flow', async () => {
    const browser = new Browser();
    const { flow, body } = await toProvider(browser, 'login', 'google');
    const state = new URL(body.redirect_browser_to).searchParams.get('state')!;
    const cancelled = await browser.fetch('/__dev/oidc/google', {
      method: 'POST',
      form: { state, action: 'cancel' },
    });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${ORIGIN}/login?flow=${flow.id}`);
    const stored: Json = await (await browser.fetch(`/self-service/login/flows?id=${flow.id}`)).json();
    expect(stored.ui.messages[0]).toMatchObject({ type: 'error' });
    expect(stored.ui.messages[0].text).toContain('cancelled');
    expect(browser.cookies.has('ory_kratos_session')).toBe(false);
  });

  it('answers 400 with the flow for an unknown provider', async () => {
    const browser = new Browser();
    const { response, body } = await toProvider(browser, 'login', 'myspace');
    expect(response.status).toBe(400);
    expect(body.ui.messages[0].type).toBe('error');
    expect(csrfOf(body)).toBeDefined();
    expect((await browser.fetch('/__dev/oidc/myspace?state=x')).status).toBe(404);
    expect((await browser.fetch('/__dev/oidc/google?state=unknown')).status).toBe(400);
  });

  it('does not sign in a callback opened in another browser than the one that started it', async () => {
    const { path } = await callbackFor(new Browser(), 'login', uniqueEmail('lured'));
    const victim = new Browser();
    const done = await victim.fetch(path, { headers: { Accept: 'text/html' } });
    expect(done.headers.get('location')).not.toBe(RETURN_TO);
    expect(victim.cookies.has('ory_kratos_session')).toBe(false);
    expect((await victim.whoami()).status).toBe(401);
  });

  it('refuses to merge a social sign-in into an unverified password account (4000028)', async () => {
    const { email } = await register(new Browser());
    const browser = new Browser();
    const { flow, path } = await callbackFor(browser, 'login', email);
    const done = await browser.fetch(path, { headers: { Accept: 'text/html' } });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${ORIGIN}/login?flow=${flow.id}`);
    expect(browser.cookies.has('ory_kratos_session')).toBe(false);
    const stored: Json = await (await browser.fetch(`/self-service/login/flows?id=${flow.id}`)).json();
    expect(stored.ui.messages[0]).toMatchObject({
      id: 4000028,
      type: 'error',
      context: { available_credential_types: ['password'], credential_identifier_hint: email },
    });
    const signedInAsOwner = new Browser();
    await signedInAsOwner.signIn({ email, password: 'Correct-Horse-77' });
    const me: Json = await (await signedInAsOwner.whoami()).json();
    expect(me.identity.verifiable_addresses[0].verified).toBe(false);
  });

  it('trades the codes for the session token after a native social sign-in', async () => {
    const app = new Browser();
    const { flow, body } = await toProvider(
      app,
      'login',
      'google',
      'api',
      '&return_session_token_exchange_code=true',
    );
    const initCode = flow.session_token_exchange_code;
    expect(initCode).toBeTruthy();
    const to = new URL(body.redirect_browser_to);
    const browser = new Browser();
    const form = pageForm(await (await browser.fetch(`${to.pathname}${to.search}`)).text());
    const answered = await browser.fetch('/__dev/oidc/google', {
      method: 'POST',
      form: { state: form.state, email: uniqueEmail('native'), action: 'continue' },
    });
    const callback = new URL(answered.headers.get('location')!);
    const done = await browser.fetch(`${callback.pathname}${callback.search}`);
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location')!);
    expect(back.searchParams.get('returnTo')).toBe('/myaccount');
    const returnToCode = back.searchParams.get('code');
    expect(returnToCode).toBeTruthy();
    expect(browser.cookies.has('ory_kratos_session')).toBe(false);

    const exchange = await app.fetch(
      `/sessions/token-exchange?init_code=${initCode}&return_to_code=${returnToCode}`,
    );
    expect(exchange.status).toBe(200);
    const { session, session_token } = (await exchange.json()) as Json;
    expect(session.authentication_methods[0].method).toBe('oidc');
    expect(
      (await app.fetch('/sessions/whoami', { headers: { 'X-Session-Token': session_token } })).status,
    ).toBe(200);
    const used = await app.fetch(
      `/sessions/token-exchange?init_code=${initCode}&return_to_code=${returnToCode}`,
    );
    expect(used.status).toBe(404);
    expect((await app.fetch('/sessions/token-exchange?init_code=x&return_to_code=y')).status).toBe(404);
  });
});
