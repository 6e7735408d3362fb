// Runs wrangler from this project, quietly and without reaching out to Cloudflare.
import { spawn, spawnSync, type StdioOptions } from 'node:child_process';

const WRANGLER = new URL('../../node_modules/wrangler/bin/wrangler.js', import.meta.url).pathname;
export const WRANGLER_ENV = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  CI: process.env.CI ?? 'true',
  // wrangler 4.16x streams every invocation's trace spans to a collector worker that stores them for
  // its local explorer. That runs in the same process, on every request (home's workerd CPU: see
  // DECISION.md), where Cloudflare's runtime charges the worker nothing for its traces. Off
  // unless asked for: X_LOCAL_OBSERVABILITY=true brings the local traces back.
  X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? 'false',
};

export function wranglerSync(args: string[]) {
  const result = spawnSync(process.execPath, [WRANGLER, ...args], { stdio: 'inherit', env: WRANGLER_ENV });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed (${result.status})`);
}

export function wranglerServe(args: string[], options: { stdio?: StdioOptions; detached?: boolean } = {}) {
  return spawn(process.execPath, [WRANGLER, ...args], {
    stdio: options.stdio ?? ['ignore', 'inherit', 'inherit'],
    env: WRANGLER_ENV,
    detached: options.detached ?? false,
  });
}

/** Resolves when `url` answers 200, or fails after `timeoutMs`. */
export async function waitUntilUp(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}
