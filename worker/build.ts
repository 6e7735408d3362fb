import type { Env } from './env.ts';
import type { BuildManifest } from '../shared/render.ts';

const LATEST_BUILD_PATH = '/builds/latest.json';

let cached: Promise<BuildManifest | undefined> | undefined;

/** The client build's manifest, read once per isolate from the static assets. */
export function currentBuild(env: Env): Promise<BuildManifest | undefined> {
  cached ??= readBuild(env).then((build) => {
    if (!build) cached = undefined;
    return build;
  });
  return cached;
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
