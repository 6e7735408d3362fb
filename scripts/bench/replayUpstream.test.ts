import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startReplayUpstream } from './replayUpstream.ts';

/** A target that counts its calls and answers each with the count, the method and the path. */
function countingTarget(): Promise<{ server: Server; calls: () => number; url: string }> {
  let calls = 0;
  const server = createServer((request, response) => {
    calls += 1;
    const status = request.url === '/missing' ? 404 : 200;
    response.writeHead(status, { 'content-type': 'application/json', 'x-call': String(calls) });
    response.end(JSON.stringify({ call: calls, method: request.method, path: request.url }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        calls: () => calls,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      }),
    ),
  );
}

describe('the replaying upstream of the benchmark', () => {
  let target: Awaited<ReturnType<typeof countingTarget>>;
  let replay: Server;
  let replayUrl: string;

  beforeAll(async () => {
    target = await countingTarget();
    replay = await startReplayUpstream({ port: 0, target: target.url });
    replayUrl = `http://127.0.0.1:${(replay.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    replay.close();
    target.server.close();
  });

  it('asks the target once for a GET and gives the same answer again from memory', async () => {
    const first = await fetch(`${replayUrl}/webcc-api/v1/reviews?page=1`);
    const again = await fetch(`${replayUrl}/webcc-api/v1/reviews?page=1`);
    const callsSoFar = target.calls();
    expect(await first.json()).toEqual(await again.json());
    expect(again.headers.get('x-call')).toBe(first.headers.get('x-call'));
    await fetch(`${replayUrl}/webcc-api/v1/reviews?page=2`);
    expect(target.calls()).toBe(callsSoFar + 1);
  });

  it('passes every other call through, with its method and body', async () => {
    const before = target.calls();
    const answers = await Promise.all(
      [1, 2].map(() => fetch(`${replayUrl}/guestworld-api/wishlists`, { method: 'POST', body: '{}' })),
    );
    expect(target.calls()).toBe(before + 2);
    expect(await answers[0]!.json()).toMatchObject({ method: 'POST', path: '/guestworld-api/wishlists' });
  });

  it('keeps no answer that was not a success', async () => {
    const before = target.calls();
    expect((await fetch(`${replayUrl}/missing`)).status).toBe(404);
    expect((await fetch(`${replayUrl}/missing`)).status).toBe(404);
    expect(target.calls()).toBe(before + 2);
  });
});
