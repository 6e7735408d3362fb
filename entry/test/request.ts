import { env, SELF } from 'cloudflare:test';
import { sandboxFor } from '../../sandbox/app.ts';
import { sandboxEnv } from '../localSandbox.ts';
import type { Fixtures } from '../../shared/fixtures.ts';

export const ORIGIN = 'https://portal.test';

/** A request to the local-mode worker, as a browser would send it. */
export function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, { headers, redirect: 'manual' });
}

export async function fixtures(): Promise<Fixtures> {
  return (await get('/__dev/fixtures.json')).json();
}

/** A call straight to the sandbox's services, as the portal's proxy makes it in local mode. */
export function sandboxCall(request: Request): Promise<Response> {
  return sandboxFor(sandboxEnv(env))(request);
}
