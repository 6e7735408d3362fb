// Builds the browser bundle: one entry, one lazy chunk per route module, hashed names, and the
// manifest the worker reads to preload a page's chunks (dist/client/builds/latest.json).
import { build } from 'esbuild';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';

const ENTRY = 'web/entry.client.tsx';
const OUT = 'dist/client';

export async function buildClient({ minify = true } = {}) {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  await cp('web/public', OUT, { recursive: true });

  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    outdir: `${OUT}/assets`,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    jsx: 'automatic',
    minify,
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false' },
    logLevel: 'warning',
  });

  const outputs = result.metafile.outputs;
  const relative = (file) => file.slice(`${OUT}/`.length);
  const staticClosure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) staticClosure(imported.path, seen);
    }
    return seen;
  };

  const [entryFile, entryOutput] = Object.entries(outputs).find(([, o]) => o.entryPoint === ENTRY);
  const entryClosure = staticClosure(entryFile);
  const routes = {};
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint || output.entryPoint === ENTRY || !file.endsWith('.js')) continue;
    const module = output.entryPoint
      .replace(/^web\//, '')
      .replace(/\.tsx?$/, '')
      .replace(/^layouts\/(\w+)Layout$/, (_, n) => `layouts/${n.toLowerCase()}`);
    routes[module] = [...staticClosure(file)].filter((f) => !entryClosure.has(f)).map(relative);
  }
  const manifest = {
    entry: relative(entryFile),
    entryImports: [...entryClosure].filter((f) => f !== entryFile).map(relative),
    css: entryOutput.cssBundle ? [relative(entryOutput.cssBundle)] : [],
    routes,
  };
  const buildId = createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 12);
  const withId = { buildId, ...manifest };
  await mkdir(`${OUT}/builds/meta`, { recursive: true });
  await writeFile(`${OUT}/builds/latest.json`, JSON.stringify(withId, null, 2));
  await writeFile(`${OUT}/builds/meta/${buildId}.json`, JSON.stringify(withId, null, 2));
  await writeFile(
    `${OUT}/_headers`,
    [
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '  X-Content-Type-Options: nosniff',
      '/images/*',
      '  Cache-Control: public, max-age=86400',
      '  X-Content-Type-Options: nosniff',
      '/builds/*',
      '  Cache-Control: no-cache',
      '  X-Content-Type-Options: nosniff',
      '',
    ].join('\n'),
  );
  return { manifest: withId, metafile: result.metafile };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { manifest } = await buildClient();
  console.log(`client build ${manifest.buildId}: ${Object.keys(manifest.routes).length} route chunks`);
}
