import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildClient, METAFILE } from './buildClient.ts';

/** What a client build is made of: an edit to any of it makes the build in dist/ stale. */
const BUILD_SOURCES = ['web', 'shared', 'scripts/build', 'package-lock.json', 'tsconfig.json'];

/** When a file or folder was last changed, the newest file within a folder; 0 if it is missing. */
async function lastChanged(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => (await stat(join(entry.parentPath, entry.name))).mtimeMs),
  );
  return Math.max(info.mtimeMs, ...times);
}

/**
 * The browser bundle in dist/, built unless a finished build newer than every source is already
 * there: tests that read the build get one whatever ran before them, and a run after
 * `npm run build` does not build twice.
 */
export async function buildWhenStale(): Promise<void> {
  const built = await lastChanged(METAFILE);
  const sources = Math.max(...(await Promise.all(BUILD_SOURCES.map(lastChanged))));
  if (built > sources) return;
  const { manifest } = await buildClient();
  console.log(`client build ${manifest.buildId} for the tests`);
}
