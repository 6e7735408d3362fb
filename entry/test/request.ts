import { env, SELF } from 'cloudflare:test';
import { sandboxFor } from '../../sandbox/app.ts';
import { sandboxEnv } from '../localSandbox.ts';
import type { Fixtures } from '../../shared/dev/fixtures.ts';

export { resetSandbox } from '../../sandbox/identity/testSandbox.ts';

export const ORIGIN = 'https://portal.test';

/** Statuses whose answer has no body (a `Response` with one cannot be made). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A request to the local-mode worker, its answer read to the end before the test goes on. A page
 * streams after its status: a test that stops at the status leaves the request running into the
 * next test, holding its connection and storage, and the Workers test pool documents that as a
 * cause of failing and hanging tests ("Consume response bodies"). Read once, the answer can be
 * read again by the test.
 */
export async function fetchWhole(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await SELF.fetch(url, init);
  const body = await response.arrayBuffer();
  return new Response(NO_BODY.has(response.status) ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** A request to the local-mode worker, as a browser would send it. */
export function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetchWhole(`${ORIGIN}${path}`, { headers, redirect: 'manual' });
}

export async function fixtures(): Promise<Fixtures> {
  return (await get('/__dev/fixtures.json')).json();
}

/** A call straight to the sandbox's services, as the portal's proxy makes it in local mode. */
export function sandboxCall(request: Request): Promise<Response> {
  return sandboxFor(sandboxEnv(env))(request);
}
