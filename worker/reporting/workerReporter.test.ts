import { describe, expect, it } from 'vitest';
import type { Env } from '../env.ts';
import { workerReporter } from './workerReporter.ts';
import { reportedUpstreams } from './reportedUpstreams.ts';
import type { Upstreams } from '../upstreams.ts';

const TOKEN = 'q9X2vLk7Rt0wZbN4sYp1Hc8A';
const DSN = 'https://public@reports.test/1';

/** A reporter whose envelopes land in `sent`, and the work it leaves for after the answer. */
function reporterFor(url: string, env: Partial<Env> = {}) {
  const sent: string[] = [];
  const pending: Promise<unknown>[] = [];
  const report = workerReporter({
    env: { SENTRY_DSN: DSN, ...env } as Env,
    ctx: { waitUntil: (promise) => void pending.push(promise) },
    request: new Request(url, { headers: { cookie: 'ory_kratos_session=secret' } }),
    requestId: 'request-42',
    fetcher: async (_input, init) => {
      sent.push(String(init?.body));
      return new Response('{}');
    },
  });
  const settled = async () => {
    await Promise.all(pending);
    return sent;
  };
  return { report, settled };
}

describe("the worker's error reports (SPEC §8)", () => {
  it('carry the release and the request id, and no token, code, e-mail or cookie', async () => {
    const { report, settled } = reporterFor(`https://portal.test/reservations/${TOKEN}?lang=en&code=493817`);
    report(new Error(`no reservation ${TOKEN} for anna.demo@example.com`), {
      path: `/booking/reservations/${TOKEN}`,
    });
    const [envelope] = await settled();
    expect(envelope).toContain('"release":"guest-portal@1.26.0"');
    expect(envelope).toContain('"requestId":"request-42"');
    expect(envelope).toContain('/reservations/[token]');
    for (const secret of [TOKEN, '493817', 'anna.demo@example.com', 'ory_kratos_session'])
      expect(envelope).not.toContain(secret);
  });

  it.each([401, 403, 404, 422])('leave out an error of status %i', async (status) => {
    const { report, settled } = reporterFor('https://portal.test/');
    report(Object.assign(new Error('refused'), { status }));
    expect(await settled()).toEqual([]);
  });

  it('are not made without a DSN', async () => {
    const { report, settled } = reporterFor('https://portal.test/', { SENTRY_DSN: undefined });
    report(new Error('boom'));
    expect(await settled()).toEqual([]);
  });

  it("report a service's 5xx and a service that does not answer, not its refusals", async () => {
    const { report, settled } = reporterFor('https://portal.test/');
    const answers = [503, 404];
    const upstreams = reportedUpstreams(
      {
        'webcc-api': async () => new Response(null, { status: answers.shift() }),
        'conf-api': async () => {
          throw new TypeError('connection refused');
        },
      } as unknown as Upstreams,
      report,
    );
    const call = (service: 'webcc-api' | 'conf-api') =>
      upstreams[service](
        new Request(`https://upstream.internal/${service}/v1/booking/reservations/${TOKEN}`),
      );
    await call('webcc-api');
    await call('webcc-api');
    await expect(call('conf-api')).rejects.toThrow('connection refused');
    const sent = await settled();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toContain('webcc-api answered 503');
    expect(sent[1]).toContain('conf-api did not answer');
    expect(sent.join()).not.toContain(TOKEN);
  });
});
