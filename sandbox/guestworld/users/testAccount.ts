import { env } from 'cloudflare:test';
import { sandboxFor } from '../../app.ts';
import { ANNA, Browser, ORIGIN } from '../../identity/testBrowser.ts';

const USERS_URL = 'https://sandbox.test/guestworld-api/v2/users';

/** The sandbox over the test worker's bindings, as local mode mounts it. */
const sandbox = (request: Request) =>
  sandboxFor({ DB: env.SANDBOX_DB, PICTURES: env.SANDBOX_PICTURES, KV: env.KV, IDENTITY_UI_URL: ORIGIN })(
    request,
  );

type Init = Omit<RequestInit, 'body'> & { json?: unknown; body?: BodyInit };

/** Test helper: guestworld-api calls with a signed-in browser's session cookie, as the portal's proxy passes it. */
export async function signedIn(account = ANNA) {
  const browser = new Browser();
  await browser.signIn(account);
  return { browser, call: callWith(browser.cookieHeader()) };
}

/** guestworld-api calls with the given cookie header (none: signed out). */
export function callWith(cookie: string | undefined) {
  return (path = '', { json, ...init }: Init = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    if (json !== undefined) headers.set('content-type', 'application/json');
    const body = json !== undefined ? JSON.stringify(json) : init.body;
    return sandbox(new Request(`${USERS_URL}${path}`, { ...init, headers, body }));
  };
}
