import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createUpstreamClient, type UpstreamLog } from './client.ts';
import { UpstreamError } from './upstreamError.ts';
import { findCall } from './callBook.ts';
import { callTo, type CallTarget } from './callPath.ts';

/** The call a page makes for `path`, as callTo writes it from the call table. */
function to(path: string, method = 'GET'): CallTarget {
  const [pathname = '', query] = path.split('?');
  const found = findCall(method, pathname);
  if (!found) return { entry: { method, path: pathname }, path };
  return callTo(found.entry, found.params as never, new URLSearchParams(query));
}

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv12';
const answer = z.object({ language: z.string() });

function harness(respond: (path: string, init?: RequestInit) => Promise<Response>) {
  const warnings: [string, Record<string, unknown>][] = [];
  const log: UpstreamLog = { warn: (message, fields) => warnings.push([message, fields]) };
  const fetch = vi.fn(respond);
  return { call: createUpstreamClient({ fetch, log }), fetch, warnings };
}

/** Like a real fetch: never answers, and rejects when its signal aborts. */
const hanging = (_path: string, init?: RequestInit) =>
  new Promise<Response>((_, reject) =>
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('the upstream client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls the same-origin path of the service and returns the parsed answer', async () => {
    const { call, fetch } = harness(async () => Response.json({ language: 'de', extra: true }));
    await expect(call({ to: to('/webcc-api/v1/booking/reservations/x?lang=en'), answer })).resolves.toEqual({
      language: 'de',
    });
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/webcc-api/v1/booking/reservations/x?lang=en');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
  });

  it('sends a body as JSON, and URLSearchParams form-encoded', async () => {
    const { call, fetch } = harness(async () => Response.json({ language: 'en' }));
    await call({ method: 'POST', to: to('/webcc-api/v1/a', 'POST'), body: { a: 1 }, answer });
    await call({
      method: 'PUT',
      to: to('/webcc-api/v1/b', 'PUT'),
      body: new URLSearchParams({ b: '2' }),
      answer,
    });
    const [json, form] = fetch.mock.calls.map(([, init]) => init!);
    expect([json!.body, new Headers(json!.headers).get('content-type')]).toEqual([
      '{"a":1}',
      'application/json',
    ]);
    expect([form!.body, new Headers(form!.headers).get('content-type')]).toEqual([
      'b=2',
      'application/x-www-form-urlencoded',
    ]);
  });

  it('sends FormData as it is, leaving the multipart content type to the runtime', async () => {
    const { call, fetch } = harness(async () => Response.json({ language: 'en' }));
    const form = new FormData();
    form.set('file', new File(['x'], 'x.png'));
    await call({ method: 'POST', to: to('/guestworld-api/v2/users/picture', 'POST'), body: form, answer });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('content-type')).toBe(false);
  });

  it("reads guestworld-api's refusal code as the error", async () => {
    const { call } = harness(async () =>
      Response.json({ code: 'emailMismatchError', message: 'm' }, { status: 403 }),
    );
    const error = await failure(call({ to: to('/guestworld-api/v2/users/link'), answer }));
    expect([error.status, error.error]).toEqual([403, 'emailMismatchError']);
  });

  it('gives ERR_BAD_REQUEST for a 4xx, with the status and the refusal it carried', async () => {
    const { call } = harness(async () =>
      Response.json({ error: 'bad_request', fields: { iban: 'invalidIban' } }, { status: 400 }),
    );
    const error = await failure(call({ to: to('/webcc-api/v1/x'), answer }));
    expect([error.code, error.status, error.message]).toEqual([
      'ERR_BAD_REQUEST',
      400,
      'Request failed with status code 400',
    ]);
    expect([error.error, error.fields]).toEqual(['bad_request', { iban: 'invalidIban' }]);
  });

  it('tells how long a refused caller is to wait, from Retry-After (issue 15)', async () => {
    const { call } = harness(async () =>
      Response.json({ error: 'rate_limited' }, { status: 429, headers: { 'Retry-After': '540' } }),
    );
    const error = await failure(call({ to: to('/webcc-api/v1/x'), answer }));
    expect([error.status, error.retryAfterS]).toEqual([429, 540]);
  });

  it('gives ERR_BAD_RESPONSE for a 5xx, whatever its body', async () => {
    const { call } = harness(async () => new Response('down', { status: 503 }));
    const error = await failure(call({ to: to('/webcc-api/v1/x'), answer }));
    expect([error.code, error.status, error.message]).toEqual([
      'ERR_BAD_RESPONSE',
      503,
      'Request failed with status code 503',
    ]);
    expect(error.fields).toEqual({});
  });

  it('gives ERR_NETWORK, "Network Error", when fetch rejects', async () => {
    const { call } = harness(async () => {
      throw new TypeError('Network connection lost');
    });
    const error = await failure(call({ to: to('/conf-api/v1/pages/x'), answer }));
    expect([error.code, error.status, error.message]).toEqual(['ERR_NETWORK', undefined, 'Network Error']);
  });

  it('gives ERR_BAD_RESPONSE for an answer that does not parse, logged without the token', async () => {
    const { call, warnings } = harness(async () => Response.json({ language: 42, token: TOKEN }));
    const error = await failure(
      call({ to: to(`/webcc-api/v1/booking/reservations/${TOKEN}?lang=en`), answer }),
    );
    expect([error.code, error.status]).toEqual(['ERR_BAD_RESPONSE', undefined]);
    expect(warnings).toEqual([
      [
        'upstream answer did not parse',
        {
          service: 'webcc-api',
          path: '/webcc-api/v1/booking/reservations/[token]',
          issues: ['language: invalid_type'],
        },
      ],
    ]);
    expect(JSON.stringify(warnings) + error.message).not.toContain(TOKEN);
  });

  it('gives ERR_BAD_RESPONSE for an answer that is not JSON', async () => {
    const { call, warnings } = harness(async () => new Response('<html>', { status: 200 }));
    const error = await failure(call({ to: to(`/webcc-api/v1/booking/precheckins/${TOKEN}`), answer }));
    expect(error.code).toBe('ERR_BAD_RESPONSE');
    expect(warnings[0]![1]).toMatchObject({
      path: '/webcc-api/v1/booking/precheckins/[token]',
      issues: ['not JSON'],
    });
  });

  it('gives ERR_CANCELED when the caller aborts, before or during the call', async () => {
    const { call, fetch } = harness(hanging);
    const before = new AbortController();
    before.abort();
    const early = await failure(call({ to: to('/webcc-api/v1/x'), answer, signal: before.signal }));
    expect([early.code, early.message]).toEqual(['ERR_CANCELED', 'canceled']);
    expect(fetch).not.toHaveBeenCalled();

    const during = new AbortController();
    const pending = call({ to: to('/webcc-api/v1/x'), answer, signal: during.signal });
    during.abort();
    expect((await failure(pending)).code).toBe('ERR_CANCELED');
  });

  describe('bounds each call by its SPEC §7 timeout', () => {
    it.each([
      ['POST', '/v1/booking/reservations/4815162342/authcodes/email', 90_000],
      ['PUT', '/v1/booking/reservations/4815162342?lang=en', 20_000],
      ['DELETE', '/v1/booking/reservations/4815162342', 10_000],
      ['GET', '/v1/booking/reservations/4815162342/checkPrice', 25_000],
    ] as const)('%s %s: %i ms, then ECONNABORTED', async (method, path, ms) => {
      vi.useFakeTimers();
      const { call } = harness(hanging);
      let settled = false;
      const pending = call({ method, to: to(`/webcc-api${path}`, method), answer }).finally(
        () => (settled = true),
      );
      const error = failure(pending);
      await vi.advanceTimersByTimeAsync(ms - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect([(await error).code, (await error).message]).toEqual([
        'ECONNABORTED',
        `timeout of ${ms}ms exceeded`,
      ]);
    });

    it('or by a tighter bound the caller sets, even when fetch ignores its signal', async () => {
      vi.useFakeTimers();
      const { call } = harness(() => new Promise<Response>(() => {}));
      const error = failure(call({ to: to('/conf-api/v1/pages/x'), answer, timeoutMs: 3_000 }));
      await vi.advanceTimersByTimeAsync(3_000);
      expect((await error).code).toBe('ECONNABORTED');
    });
  });
});
