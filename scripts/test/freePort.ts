import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A port no one listens on at the moment, on loopback. */
export function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}
