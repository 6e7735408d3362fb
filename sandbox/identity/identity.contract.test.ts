import { beforeAll, describe, expect, it } from 'vitest';
import { nodeD1 } from './nodeD1.ts';
import { declaresStatus, responseValidator } from './kratosSchema.ts';
import { identityRoutes } from './routes.ts';
import { CookieJar } from './cookieJar.ts';
import type { D1Database } from '../kit/env.ts';

/**
 * Contract: every answer of the sandbox's identity service, per endpoint and status, validates
 * against the schema Kratos' api.json declares for it. Runs in Node over node:sqlite.
 */

const ORIGIN = 'https://portal.test';
const ANNA = { identifier: 'anna.demo@example.com', password: 'Sunny-Dunes-42' };
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely here; the schemas check them */
type Json = any;

let db: D1Database;
const app = identityRoutes();
const checked: string[] = [];

/** A fetch answer whose JSON is read loosely. */
type Answer = Omit<Response, 'json'> & { json(): Promise<Json> };

class Client extends CookieJar {
  constructor(private readonly headers: Record<string, string> = { Accept: 'application/json' }) {
    super();
  }

  async call(
    method: string,
    path: string,
    init: { json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers = new Headers({ ...this.headers, ...init.headers });
    const cookie = this.cookieHeader();
    if (cookie) headers.set('Cookie', cookie);
    if (init.json !== undefined) headers.set('Content-Type', 'application/json');
    const response = await app.request(
      `${ORIGIN}${path}`,
      {
        method,
        headers,
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
        redirect: 'manual',
      },
      { DB: db, IDENTITY_UI_URL: ORIGIN },
    );
    this.keep(response.headers.getSetCookie());
    return response;
  }

  /**
   * Calls the service and validates the answer against api.json for the endpoint and status; the
   * endpoint is the path without its query unless a `template` names it (`/sessions/{id}`).
   */
  async conform(
    method: string,
    path: string,
    status: number,
    init: { json?: unknown; headers?: Record<string, string>; template?: string } = {},
  ): Promise<Json> {
    return conforms(
      await this.call(method, path, init),
      method,
      init.template ?? path.split('?')[0]!,
      status,
    );
  }
}

/** Validates an answer against api.json's schema for the endpoint (its path template) and status. */
async function conforms(response: Answer, method: string, template: string, status: number): Promise<Json> {
  expect(response.status).toBe(status);
  const validate = responseValidator(method, template, status);
  const text = await response.text();
  checked.push(
    `${method} ${template} ${status}${declaresStatus(method, template, status) ? '' : ' (default)'}`,
  );
  if (!validate) {
    expect(text).toBe('');
    return undefined;
  }
  const body: unknown = template === '/.well-known/ory/webauthn.js' ? text : JSON.parse(text);
  const valid = validate(body);
  expect(valid ? [] : validate.errors, `${method} ${template} ${status}: ${text.slice(0, 300)}`).toEqual([]);
  return body;
}

const csrf = (flow: Json) =>
  flow.ui.nodes.find((n: Json) => n.attributes.name === 'csrf_token')?.attributes.value;

async function mailedCode(to: string): Promise<string> {
  const row = await db
    .prepare('SELECT text FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1')
    .bind(to)
    .first<{ text: string }>();
  return /\b(\d{6})\b/.exec(row?.text ?? '')![1]!;
}

beforeAll(async () => {
  db = nodeD1();
});

describe('flow creation and reading', () => {
  it('conforms for every kind, browser and api', async () => {
    const signedIn = new Client();
    const login = await signedIn.conform('GET', '/self-service/login/browser', 200);
    await signedIn.conform('POST', `/self-service/login?flow=${login.id}`, 200, {
      json: { csrf_token: csrf(login), method: 'password', ...ANNA },
    });
    for (const kind of ['login', 'registration', 'recovery', 'verification']) {
      for (const type of ['browser', 'api']) {
        const client = new Client();
        const flow = await client.conform('GET', `/self-service/${kind}/${type}`, 200);
        await client.conform('GET', `/self-service/${kind}/flows?id=${flow.id}`, 200);
        await client.conform(
          'GET',
          `/self-service/${kind}/flows?id=00000000-0000-4000-8000-000000000000`,
          404,
        );
        await db
          .prepare('UPDATE identity_flows SET expires_at = ? WHERE id = ?')
          .bind('2000-01-01T00:00:00.000Z', flow.id)
          .run();
        await client.conform('GET', `/self-service/${kind}/flows?id=${flow.id}`, 410);
        const forbidden = await client.call(
          'GET',
          `/self-service/${kind}/${type}?return_to=https://evil.test/`,
        );
        await conforms(forbidden, 'GET', `/self-service/${kind}/${type}`, 400);
      }
    }
    for (const type of ['browser', 'api']) {
      await new Client().conform('GET', `/self-service/settings/${type}`, 401);
      const settings = await signedIn.conform('GET', `/self-service/settings/${type}`, 200);
      await signedIn.conform('GET', `/self-service/settings/flows?id=${settings.id}`, 200);
      await new Client().conform('GET', `/self-service/settings/flows?id=${settings.id}`, 401);
    }
    await signedIn.conform('GET', '/self-service/login/browser', 400);
    await signedIn.conform('GET', '/self-service/registration/browser', 400);
  });
});

describe('submits', () => {
  it('login: 200 browser and api, 400 invalid and missing, 403 csrf, 410 expired, 422 social', async () => {
    const client = new Client();
    let flow = await (await client.call('GET', '/self-service/login/browser')).json();
    const submit = (body: Json, c = client, f = flow) =>
      c.call('POST', `/self-service/login?flow=${f.id}`, { json: { csrf_token: csrf(f), ...body } });
    await conforms(
      await submit({ method: 'password', identifier: ANNA.identifier, password: 'wrong-one' }),
      'POST',
      '/self-service/login',
      400,
    );
    await conforms(await submit({ method: 'password' }), 'POST', '/self-service/login', 400);
    await conforms(
      await submit({ method: 'password', ...ANNA, csrf_token: 'forged' }),
      'POST',
      '/self-service/login',
      403,
    );
    const social = await conforms(
      await submit({ method: 'oidc', provider: 'google' }),
      'POST',
      '/self-service/login',
      422,
    );
    expect(social.redirect_browser_to).toContain('/__dev/oidc/google');
    await conforms(await submit({ method: 'oidc', provider: 'myspace' }), 'POST', '/self-service/login', 400);
    const api = new Client();
    const apiFlow = await (await api.call('GET', '/self-service/login/api')).json();
    const native = await conforms(
      await submit({ method: 'password', ...ANNA }, api, apiFlow),
      'POST',
      '/self-service/login',
      200,
    );
    expect(native.session_token).toBeTruthy();
    await db
      .prepare('UPDATE identity_flows SET expires_at = ? WHERE id = ?')
      .bind('2000-01-01T00:00:00.000Z', flow.id)
      .run();
    const expired = await conforms(
      await submit({ method: 'password', ...ANNA }),
      'POST',
      '/self-service/login',
      410,
    );
    expect(expired.use_flow_id).toBeTruthy();
    flow = await (await client.call('GET', `/self-service/login/flows?id=${expired.use_flow_id}`)).json();
    await conforms(await submit({ method: 'password', ...ANNA }), 'POST', '/self-service/login', 200);
    await conforms(await submit({ method: 'password', ...ANNA }), 'POST', '/self-service/login', 400);
  });

  it('registration: 200 browser and api, 400 each validation, 422 social', async () => {
    for (const type of ['browser', 'api']) {
      const client = new Client();
      const flow = await (await client.call('GET', `/self-service/registration/${type}`)).json();
      const submit = (body: Json) =>
        client.call('POST', `/self-service/registration?flow=${flow.id}`, {
          json: { csrf_token: csrf(flow), ...body },
        });
      for (const bad of [
        { traits: { email: 'nope', lang: 'en' }, password: 'Correct-Horse-77' },
        { traits: { email: 'anna.demo@example.com', lang: 'en' }, password: 'Correct-Horse-77' },
        { traits: { email: `short.${type}@example.com`, lang: 'en' }, password: 'short' },
        { traits: { email: `breached.${type}@example.com`, lang: 'en' }, password: 'password123' },
        {},
      ]) {
        await conforms(
          await submit({ method: 'password', ...bad }),
          'POST',
          '/self-service/registration',
          400,
        );
      }
      await conforms(
        await submit({ method: 'oidc', provider: 'apple', traits: { lang: 'de' } }),
        'POST',
        '/self-service/registration',
        422,
      );
      const done = await conforms(
        await submit({
          method: 'password',
          traits: { email: `new.${type}@example.com`, lang: 'de' },
          password: 'Correct-Horse-77',
        }),
        'POST',
        '/self-service/registration',
        200,
      );
      expect(done.continue_with.at(-1).action).toBe('show_verification_ui');
    }
  });

  it('verification and recovery: 200 sent and passed, 400 wrong and missing, 422 recovered', async () => {
    const client = new Client();
    const verification = await (await client.call('GET', '/self-service/verification/browser')).json();
    const verify = (body: Json) =>
      client.call('POST', `/self-service/verification?flow=${verification.id}`, {
        json: { csrf_token: csrf(verification), method: 'code', ...body },
      });
    await conforms(await verify({ email: '' }), 'POST', '/self-service/verification', 400);
    await conforms(await verify({ email: ANNA.identifier }), 'POST', '/self-service/verification', 200);
    const code = await mailedCode(ANNA.identifier);
    await conforms(
      await verify({ code: code === '000000' ? '111111' : '000000' }),
      'POST',
      '/self-service/verification',
      400,
    );
    await conforms(await verify({ code }), 'POST', '/self-service/verification', 200);

    for (const type of ['browser', 'api']) {
      const recovering = new Client();
      const flow = await (await recovering.call('GET', `/self-service/recovery/${type}`)).json();
      const recover = (body: Json) =>
        recovering.call('POST', `/self-service/recovery?flow=${flow.id}`, {
          json: { csrf_token: csrf(flow), method: 'code', ...body },
        });
      await conforms(
        await recover({ email: 'nobody@example.com', transient_payload: { lang: 'de' } }),
        'POST',
        '/self-service/recovery',
        200,
      );
      await conforms(await recover({ email: ANNA.identifier }), 'POST', '/self-service/recovery', 200);
      const recoveryCode = await mailedCode(ANNA.identifier);
      await conforms(
        await recover({ code: recoveryCode === '000000' ? '111111' : '000000' }),
        'POST',
        '/self-service/recovery',
        400,
      );
      const done = await recover({ code: recoveryCode });
      await conforms(done, 'POST', '/self-service/recovery', type === 'browser' ? 422 : 200);
    }
  });

  it('settings: 200 saved, 400 breached, 401 without session, 403 refresh required', async () => {
    const client = new Client();
    const login = await (await client.call('GET', '/self-service/login/browser')).json();
    const answer = await (
      await client.call('POST', `/self-service/login?flow=${login.id}`, {
        json: { csrf_token: csrf(login), method: 'password', ...ANNA },
      })
    ).json();
    const flow = await (await client.call('GET', '/self-service/settings/browser')).json();
    const save = (body: Json, c = client) =>
      c.call('POST', `/self-service/settings?flow=${flow.id}`, { json: { csrf_token: csrf(flow), ...body } });
    await conforms(
      await save({ method: 'password', password: 'password123' }),
      'POST',
      '/self-service/settings',
      400,
    );
    await conforms(
      await save({ method: 'password', password: ANNA.password }),
      'POST',
      '/self-service/settings',
      200,
    );
    const anonymous = new Client();
    anonymous.cookies.set('csrf_token', client.cookies.get('csrf_token')!);
    await conforms(
      await save({ method: 'password', password: ANNA.password }, anonymous),
      'POST',
      '/self-service/settings',
      401,
    );
    await db
      .prepare('UPDATE identity_sessions SET authenticated_at = ? WHERE id = ?')
      .bind('2000-01-01T00:00:00.000Z', answer.session.id)
      .run();
    const refresh = await conforms(
      await save({ method: 'password', password: ANNA.password }),
      'POST',
      '/self-service/settings',
      403,
    );
    expect(refresh.error.id).toBe('session_refresh_required');
  });
});

describe('sessions, logout, errors, token exchange, webauthn.js', () => {
  it('conform', async () => {
    const anonymous = new Client();
    await anonymous.conform('GET', '/sessions/whoami', 401);
    await anonymous.conform('GET', '/sessions', 401);
    await anonymous.conform('DELETE', '/sessions', 401);
    await anonymous.conform('GET', '/self-service/logout/browser', 401);

    const clients = [new Client(), new Client(), new Client()];
    for (const client of clients) {
      const flow = await (await client.call('GET', '/self-service/login/browser')).json();
      await client.call('POST', `/self-service/login?flow=${flow.id}`, {
        json: { csrf_token: csrf(flow), method: 'password', ...ANNA },
      });
    }
    const [main, second, third] = clients as [Client, Client, Client];
    const me = await main.conform('GET', '/sessions/whoami', 200);
    const list = await main.conform('GET', '/sessions?page_size=5', 200);
    expect(list.length).toBeGreaterThan(0);
    const secondSession = await (await second.call('GET', '/sessions/whoami')).json();
    await main.conform('DELETE', `/sessions/${me.id}`, 400, { template: '/sessions/{id}' });
    await main.conform('DELETE', `/sessions/${secondSession.id}`, 204, { template: '/sessions/{id}' });
    await main.conform('DELETE', '/sessions', 200);

    const logout = await third.conform('GET', '/self-service/logout/browser', 401);
    expect(logout.error.id).toBe('session_inactive');
    const flow = await main.conform('GET', '/self-service/logout/browser', 200);
    await main.conform('GET', `/self-service/logout?token=${flow.logout_token}`, 204);
    const page = new Client({ Accept: 'text/html' });
    await page.conform('GET', '/self-service/logout?token=whatever', 303);

    const nativeApp = new Client();
    const apiFlow = await (await nativeApp.call('GET', '/self-service/login/api')).json();
    const { session_token } = await (
      await nativeApp.call('POST', `/self-service/login?flow=${apiFlow.id}`, {
        json: { method: 'password', ...ANNA },
      })
    ).json();
    await nativeApp.conform('DELETE', '/self-service/logout/api', 204, { json: { session_token } });
    await nativeApp.conform('DELETE', '/self-service/logout/api', 400, { json: {} });
    await nativeApp.conform('DELETE', '/self-service/logout/api', 403, { json: { session_token: 'nope' } });

    const { id } = (await db.prepare('SELECT id FROM identity_flow_errors LIMIT 1').first<{ id: string }>())!;
    await nativeApp.conform('GET', `/self-service/errors?id=${id}`, 200);
    await nativeApp.conform('GET', '/self-service/errors?id=nope', 404);
    await nativeApp.conform('GET', '/.well-known/ory/webauthn.js', 200);
    await nativeApp.conform('GET', '/sessions/token-exchange?init_code=a&return_to_code=b', 404);

    // A native social sign-in, then the exchange.
    const native = await (
      await nativeApp.call(
        'GET',
        `/self-service/login/api?return_session_token_exchange_code=true&return_to=${encodeURIComponent(`${ORIGIN}/callback`)}`,
      )
    ).json();
    const start = await (
      await nativeApp.call('POST', `/self-service/login?flow=${native.id}`, {
        json: { method: 'oidc', provider: 'google' },
      })
    ).json();
    const state = new URL(start.redirect_browser_to).searchParams.get('state')!;
    const browser = new Client({ Accept: 'text/html' });
    const answered = await app.request(
      `${ORIGIN}/__dev/oidc/google`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          state,
          email: 'native.contract@example.com',
          action: 'continue',
        }).toString(),
      },
      { DB: db, IDENTITY_UI_URL: ORIGIN },
    );
    const callback = new URL(answered.headers.get('location')!);
    const back = new URL(
      (await browser.call('GET', `${callback.pathname}${callback.search}`)).headers.get('location')!,
    );
    const exchanged = await nativeApp.conform(
      'GET',
      `/sessions/token-exchange?init_code=${native.session_token_exchange_code}&return_to_code=${back.searchParams.get('code')}`,
      200,
    );
    expect(exchanged.session_token).toBeTruthy();
  });

  it('covered the answers', () => {
    expect(new Set(checked).size).toBeGreaterThanOrEqual(50);
  });
});
