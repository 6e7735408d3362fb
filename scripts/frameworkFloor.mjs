// Gzip bytes of the framework floor (scripts/floor/floorApp.tsx), built with the portal's own
// esbuild options, so a route's JavaScript can be read as a multiple of what the framework costs.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { clientBuildOptions } from './build-client.mjs';

export async function frameworkFloorBytes() {
  const result = await build({
    ...clientBuildOptions({ minify: true }),
    entryPoints: ['scripts/floor/floorApp.tsx'],
    outdir: '.wrangler/floor',
    write: false,
  });
  return result.outputFiles
    .filter((file) => file.path.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(file.contents).length, 0);
}
