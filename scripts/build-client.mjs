// Builds the browser bundle: one entry, one lazy chunk per route module, hashed names, and the
// manifest the worker reads to preload a page's chunks by route id (dist/client/builds/latest.json).
import { build } from 'esbuild';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';

const ENTRY = 'web/entry.client.tsx';
const OUT = 'dist/client';

/** esbuild's options for the browser bundle, for one build or a watching context. */
export function clientBuildOptions({ minify = true } = {}) {
  return {
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
  };
}

/** An empty output folder with the static files (images, fonts) in place. */
export async function resetClientOutput() {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  await cp('web/public', OUT, { recursive: true });
}

/** A TypeScript module for this script, bundled by esbuild so that any supported Node runs it. */
async function importTypeScript(file) {
  const { outputFiles } = await build({ entryPoints: [file], bundle: true, write: false, format: 'esm' });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

/**
 * Writes the manifest of a finished build and the asset caching rules. The route table is read
 * anew each time, so a watching build follows its edits too.
 */
export async function writeBuildFiles(metafile) {
  const { routeManifest } = await importTypeScript('scripts/routeManifest.ts');
  const manifest = routeManifest({ metafile, entry: ENTRY, outdir: OUT });
  const buildId = createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 12);
  const cssText = (await Promise.all(manifest.css.map((file) => readFile(`${OUT}/${file}`, 'utf8')))).join(
    '\n',
  );
  const withId = { buildId, ...manifest, cssText };
  await mkdir(`${OUT}/builds/meta`, { recursive: true });
  await writeFile(`${OUT}/builds/latest.json`, JSON.stringify(withId, null, 2));
  await writeFile(`${OUT}/builds/meta/${buildId}.json`, JSON.stringify(withId, null, 2));
  await writeFile(
    `${OUT}/_headers`,
    [
      // Every static file: HTTPS only, and never sniffed into another type.
      '/*',
      '  Strict-Transport-Security: max-age=63072000; includeSubDomains',
      '  X-Content-Type-Options: nosniff',
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/images/*',
      '  Cache-Control: public, max-age=86400',
      '/builds/*',
      '  Cache-Control: no-cache',
      '',
    ].join('\n'),
  );
  return withId;
}

export async function buildClient({ minify = true } = {}) {
  await resetClientOutput();
  const result = await build(clientBuildOptions({ minify }));
  return { manifest: await writeBuildFiles(result.metafile), metafile: result.metafile };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { manifest } = await buildClient();
  console.log(`client build ${manifest.buildId}: ${Object.keys(manifest.routes).length} routes`);
}
