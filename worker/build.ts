import type { Env } from './env.ts';
import type { BuildManifest } from '../shared/site/render.ts';

const LATEST_BUILD_PATH = '/builds/latest.json';

let cached: BuildManifest | undefined;

/**
 * The client build's manifest, read from the static assets until one request has it, then kept for
 * the isolate. Only the manifest is shared, never a read in flight: a read belongs to the request
 * that started it, and if that guest leaves before it ends, every request waiting on it would wait
 * for ever.
 */
export async function currentBuild(env: Env): Promise<BuildManifest | undefined> {
  if (cached) return cached;
  const build = await readBuild(env);
  if (build) cached = build;
  return build;
}

async function readBuild(env: Env): Promise<BuildManifest | undefined> {
  if (!env.ASSETS) return undefined;
  try {
    const response = await env.ASSETS.fetch(`https://assets.internal${LATEST_BUILD_PATH}`);
    if (!response.ok) return undefined;
    return (await response.json()) as BuildManifest;
  } catch {
    return undefined;
  }
}
