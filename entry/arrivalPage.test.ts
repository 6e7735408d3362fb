import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPortal } from '../worker/app.ts';
import { sandboxUpstreams } from './localSandbox.ts';
import { renderPage } from '../web/app/render.server.tsx';
import { catalogFor } from '../web/i18n/catalogFor.ts';
import { fetchWhole, fixtures } from './test/request.ts';

/** A booking's answer at `path` (its token put in), checked as one the browser must not keep. */
async function privateAnswer(
  portal: ReturnType<typeof createPortal>,
  number: string,
  path: (token: string) => string,
): Promise<Response> {
  const booking = (await fixtures()).reservations.find((r) => r.number === number)!;
  const ctx = createExecutionContext();
  const response = await portal.fetch(
    new Request(`https://portal.test${path(booking.token)}`),
    env,
    ctx as never,
  );
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response;
}

/** The page as a browser gets it, whole (its streamed parts and their data included). */
async function arrivalPage(portal: ReturnType<typeof createPortal>, number: string): Promise<string> {
  const response = await privateAnswer(portal, number, (token) => `/reservations/${token}/arrival?lang=en`);
  return response.text();
}

const portalWith = (sendsSecrets: boolean) =>
  createPortal({
    render: renderPage,
    catalog: catalogFor,
    upstreams: (e) => {
      const sandbox = sandboxUpstreams(e);
      if (!sendsSecrets) return sandbox;
      return {
        ...sandbox,
        // A service that sends the secrets whatever its rule says.
        'webcc-api': async (request) => {
          const answer = await sandbox['webcc-api'](request);
          if (!new URL(request.url).pathname.endsWith('/arrival')) return answer;
          const arrival = (await answer.json()) as Record<string, Record<string, unknown>>;
          arrival.accessCode!.code = 'LEAKED-CODE';
          arrival.wifi!.password = 'LEAKED-PASSWORD';
          return Response.json(arrival);
        },
      };
    },
  });

beforeEach(async () => {
  await fetchWhole('https://portal.test/__dev/reset', { method: 'POST' });
});

describe('the arrival page (issue 30 point 2: the portal is a guard too)', () => {
  it('carries the code and the Wi-Fi password once the rule holds', async () => {
    const { reservations } = await fixtures();
    const code = reservations.find((r) => r.number === '4815162356')!.arrival!.code!;
    const html = await arrivalPage(portalWith(false), '4815162356');
    expect(html).toContain(`id="arrival-code">${code}<`);
    expect(html).toContain('klit-vej-21-blaavand');
  });

  it('keeps what a service sent too early out of the page and its data', async () => {
    const html = await arrivalPage(portalWith(true), '4815162357');
    expect(html).toContain('The code appears here, once the payment is made.');
    expect(html).not.toContain('LEAKED');
  });
});

/** The arrival call as the browser makes it, through the portal's proxy. */
async function arrivalCallOf(portal: ReturnType<typeof createPortal>, number: string) {
  const response = await privateAnswer(
    portal,
    number,
    (token) => `/webcc-api/v1/booking/reservations/${token}/arrival?lang=en`,
  );
  return (await response.json()) as {
    accessCode: { code: string | null };
    wifi: { password: string | null };
  };
}

describe('the arrival call through the proxy (the portal is a guard for the browser too)', () => {
  it('strips the code and the Wi-Fi password a service sent before the rule holds', async () => {
    const arrival = await arrivalCallOf(portalWith(true), '4815162357');
    expect(arrival.accessCode.code).toBeNull();
    expect(arrival.wifi.password).toBeNull();
  });

  it('passes them on once the rule holds', async () => {
    const arrival = await arrivalCallOf(portalWith(true), '4815162356');
    expect(arrival.accessCode.code).toBe('LEAKED-CODE');
    expect(arrival.wifi.password).toBe('LEAKED-PASSWORD');
  });
});
