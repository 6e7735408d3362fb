// The framework floor (scripts/bench/floor/floorApp.tsx), built with the portal's own esbuild options:
// its gzip bytes, so a route's JavaScript can be read as a multiple of what the framework costs, and
// the page itself, so Lighthouse's figures can be read beside what the framework alone scores here.
import { build } from 'esbuild';
import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { clientBuildOptions } from '../build/buildClient.ts';
import { buildInlineScripts } from '../build/inlineScripts.ts';
import { inlineScript } from '../../web/app/inlineScript.ts';
import { loadPlan } from '../../web/app/loadAfterFirstPaint.ts';

const FLOOR_APP = 'scripts/bench/floor/floorApp.tsx';
/** The floor with the rest of the fixed stack as the shell calls it (Lingui, zustand and more). */
export const STACK_FLOOR_APP = 'scripts/bench/floor/stackApp.tsx';

async function floorScripts(app = FLOOR_APP) {
  const result = await build({
    ...clientBuildOptions({ minify: true }),
    entryPoints: [app],
    outdir: '.wrangler/floor',
    write: false,
  });
  return result.outputFiles!.filter((file) => file.path.endsWith('.js'));
}

export async function frameworkFloorBytes(app = FLOOR_APP): Promise<number> {
  return (await floorScripts(app)).reduce((sum, file) => sum + gzipSync(file.contents).length, 0);
}

/**
 * The floor as a page on 127.0.0.1:`port`: the markup it hydrates and its script, asked for after
 * the first paint (with the compile hint of the build options) and gzipped as the portal's are. Resolves
 * to the server (close it when done).
 */
export async function serveFrameworkFloor(port: number): Promise<Server> {
  const [[script], inlineScripts] = await Promise.all([floorScripts(), buildInlineScripts()]);
  const js = gzipSync(script!.contents);
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Framework floor</title></head><body><main>floor</main><script>' +
    inlineScript(
      inlineScripts,
      'loadAfterFirstPaint',
      loadPlan({ entry: '/floor.js', modules: ['/floor.js'] }),
    ) +
    '</script></body></html>';
  const server = createServer((request, response) => {
    if (request.url === '/floor.js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip' });
      response.end(js);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
