import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChildProcess } from 'node:child_process';
import { servePortal } from '../dev/serveProduction.ts';
import { freePort } from './freePort.ts';

/** What the failing service says about itself: none of it may reach the guest's page. */
const UPSTREAM_DETAIL = 'deadlock in booking-core at /srv/webcc/ReservationRepository.java:412';

/** Every provider service, failing: each call answers 503 with its internals in the body. */
function failingUpstreams(): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(503, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: 'internal', message: UPSTREAM_DETAIL }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

/**
 * In local mode React's development build streams a failed section's error into
 * the page (`$RX` with the message, the stack and the component stack, worker file paths and all);
 * the worker built for production (`wrangler dev --env production --minify`, React's production
 * build) must send none of it.
 */
describe('a failed page of the production bundle', () => {
  let upstreams: Awaited<ReturnType<typeof failingUpstreams>>;
  let portal: ChildProcess;
  let origin: string;

  beforeAll(async () => {
    upstreams = await failingUpstreams();
    const portalPort = await freePort();
    origin = `http://127.0.0.1:${portalPort}`;
    portal = await servePortal({
      portalPort,
      upstreamsUrl: upstreams.url,
      state: '.wrangler/production-error-page-state',
      inspectorPort: 0,
      // The project's hook timeout is the guard against a hang; this wait only has to stay inside it.
      upWithinMs: 240_000,
    });
  });
  afterAll(() => {
    portal?.kill('SIGTERM');
    upstreams?.server.close();
  });

  it.each([
    ['a reservation', '/reservations/AbCdEfGhIjKlMnOpQrStUvWx?lang=en'],
    ['a shared wishlist', '/myaccount/wishlists/AbCdEfGhIjKlMnOpQrStUv?lang=de'],
  ])('of %s holds no upstream error, no file path and no stack', async (_page, path) => {
    const html = await (await fetch(`${origin}${path}`)).text();
    // The page's section failed on the server and is handed to the browser to retry.
    expect(html).toContain('$RX(');
    for (const internal of [
      UPSTREAM_DETAIL,
      'booking-core',
      'Request failed with status code',
      'UpstreamError',
      'file://',
      '.wrangler',
      'worker.js',
      'entry/worker',
      '    at ',
      '\\n    at ',
    ])
      expect(html).not.toContain(internal);
    expect(html).not.toMatch(/data-(msg|stck|cstck)=/);
  });
});
