// The upstreams as a service on other machines would cost the portal's: nothing on its cores. The
// sandbox answers each call with D1 queries on the same two cores as the portal, so a load test of a
// page with data measures the sandbox as much as the portal. This stand-in passes each GET to the
// sandbox once, keeps its successful answer and gives it again from memory; any other call goes
// through. `npm run bench` reads the portal's own cost for a page with data through it, with this
// stand-in in a process of its own, so that it does not wait on the load tool's event loop.
import { createServer, request, type OutgoingHttpHeaders, type Server } from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitUntilUp } from '../dev/wrangler.ts';

/** Answered by the stand-in itself: it is listening. */
const READY_PATH = '/__replay/ready';

/** The stand-in as a child process on 127.0.0.1:`port`; resolves to it once it listens (kill it when done). */
export async function spawnReplayUpstream({
  port,
  target,
}: {
  port: number;
  target: string;
}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), String(port), target], {
    stdio: 'ignore',
  });
  await waitUntilUp(`http://127.0.0.1:${port}${READY_PATH}`);
  return child;
}

/** Listens on 127.0.0.1:`port` in front of `target` (a URL); resolves to the server (close it when done). */
export function startReplayUpstream({ port, target }: { port: number; target: string }): Promise<Server> {
  const { hostname, port: targetPort } = new URL(target);
  const answers = new Map<
    string | undefined,
    { status: number; headers: OutgoingHttpHeaders; body: Buffer }
  >();
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === READY_PATH) {
      outgoing.end('ready');
      return;
    }
    const kept = incoming.method === 'GET' ? answers.get(incoming.url) : undefined;
    if (kept) {
      outgoing.writeHead(kept.status, kept.headers);
      outgoing.end(kept.body);
      return;
    }
    const forwarded = request(
      { hostname, port: targetPort, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          // The body goes whole, with its length: the sandbox's chunked framing does not apply.
          const headers = { ...answer.headers };
          delete headers['transfer-encoding'];
          if (incoming.method === 'GET' && answer.statusCode === 200)
            answers.set(incoming.url, { status: 200, headers, body });
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(body);
        });
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, target] = process.argv.slice(2);
  await startReplayUpstream({ port: Number(port), target: target! });
}
