import { SELF } from 'cloudflare:test';
import type { Fixtures } from '../../shared/fixtures.ts';

export const ORIGIN = 'https://portal.test';

/** A request to the local-mode worker, as a browser would send it. */
export function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, { headers, redirect: 'manual' });
}

export async function fixtures(): Promise<Fixtures> {
  return (await get('/__dev/fixtures.json')).json();
}
