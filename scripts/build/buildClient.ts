// Builds the browser bundle: one entry, one lazy chunk per route module, hashed names, and the
// manifest the worker reads to preload a page's chunks by route id (dist/client/builds/latest.json).
import { build, type BuildOptions, type Metafile, type Plugin, type ResolveResult } from 'esbuild';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { buildInlineScripts } from './inlineScripts.ts';
import { buildServiceWorker } from './serviceWorker.ts';
import { STATIC_HEADERS } from './staticHeaders.ts';
import { buildDocumentReader } from './documentReader.ts';
import type { BuildManifest } from '../../shared/site/render.ts';
import { tokenPathPattern } from '../../shared/routes/paths.ts';
import { pathSecrets } from '../../shared/reporting/secretSections.ts';
import type { routeManifest as manifestOf } from './routeManifest.ts';
import { routeCodeForBrowser } from './routeCode.ts';

/** The browser entry, as esbuild is given it and names it in the metafile. */
export const ENTRY = 'web/entry.client.tsx';
/** What the entry runs: the root of all the code every page loads (web/app/startClient.tsx). */
const SHELL_ROOT = 'web/app/startClient.tsx';
const OUT = 'dist/client';
/**
 * The esbuild metafile of the last full build, beside the served files rather than among them: the
 * checks on the build read its import graph (firstLoad.test.ts), and its presence marks a finished
 * build (freshBuild.ts).
 */
export const METAFILE = 'dist/client.metafile.json';

/**
 * esbuild's options for the browser bundle, for one build or a watching context; `documentReader` is
 * the URL path of the passport scan's files (buildDocumentReader), which only the scan reads.
 */
export function clientBuildOptions({
  minify = true,
  documentReader,
}: { minify?: boolean; documentReader?: string } = {}) {
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
    sourcemap: process.env.PROBE_SOURCEMAP ? 'external' : false,
    // V8's explicit compile hint (Chrome 136+): compile every function while the file streams in, on a
    // background thread, rather than each on the main thread at its first call. Nearly all of a loaded
    // chunk runs while the page starts (React, the router, the page's own code); the shell's evaluation
    // task took a fraction of its time in a traced load (measured in DECISION.md). Other browsers
    // ignore it.
    banner: { js: '//# allFunctionsCalledOnLoad' },
    define: {
      'process.env.NODE_ENV': '"production"',
      'import.meta.env.DEV': 'false',
      ...(documentReader && { DOCUMENT_READER_ASSETS: JSON.stringify(documentReader) }),
      // What the route and call tables say of secret paths, worked out here rather than in every page.
      BUILT_TOKEN_PATH: JSON.stringify(tokenPathPattern().source),
      BUILT_PATH_SECRETS: JSON.stringify(JSON.stringify(pathSecrets())),
    },
    alias: { 'use-sync-external-store/shim': './web/vendor/useSyncExternalStoreShim.ts' },
    logLevel: 'warning',
    plugins: [oneSentryCore(), routeCodeForBrowser()],
  } satisfies BuildOptions;
}

/** An empty output folder with the static files (images, fonts) in place. */
export async function resetClientOutput() {
  await rm(METAFILE, { force: true });
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  await cp('web/public', OUT, { recursive: true });
}

/**
 * A TypeScript module as it is now, with what it imports: bundled by esbuild at each call, where
 * Node's own import would keep the first version for the life of a watching build.
 */
async function importAnew<Module>(file: string): Promise<Module> {
  const { outputFiles } = await build({ entryPoints: [file], bundle: true, write: false, format: 'esm' });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0]!.text).toString('base64')}`);
}

/**
 * Writes the manifest of a finished build, with the inline scripts' texts (inlineScripts.ts),
 * the asset caching rules and the service worker that precaches the build's shell. The route table is read anew each time, so a watching build follows
 * its edits too.
 */
export async function writeBuildFiles(
  metafile: Metafile,
  inlineScripts: Record<string, string>,
): Promise<BuildManifest> {
  const { routeManifest } = await importAnew<{ routeManifest: typeof manifestOf }>(
    'scripts/build/routeManifest.ts',
  );
  const manifest = routeManifest({ metafile, entry: ENTRY, outdir: OUT });
  const buildId = createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 12);
  const cssText = (await Promise.all(manifest.css.map((file) => readFile(`${OUT}/${file}`, 'utf8')))).join(
    '\n',
  );
  const withId: BuildManifest = { buildId, ...manifest, cssText, inlineScripts };
  await mkdir(`${OUT}/builds/meta`, { recursive: true });
  await writeFile(`${OUT}/builds/latest.json`, JSON.stringify(withId, null, 2));
  await writeFile(`${OUT}/builds/meta/${buildId}.json`, JSON.stringify(withId, null, 2));
  await writeFile(`${OUT}/_headers`, STATIC_HEADERS);
  await buildServiceWorker(withId, metafile);
  return withId;
}

/**
 * The sources that are only ever loaded through `import()` (routes, forms' schemas, dialogs), read
 * from a first build's metafile: esbuild makes every `import()` target (a pattern import's files
 * included, which the inputs list only under their pattern) the entry point of an output of its
 * own. Of those, the ones in the portal's own folders that the entry does not load anyway.
 */
export function lazilyLoadedSources(metafile: Metafile): Set<string> {
  const inputs = metafile.inputs;
  const entryClosure = new Set<string>();
  const visit = (file: string) => {
    if (entryClosure.has(file)) return;
    entryClosure.add(file);
    for (const imported of inputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(ENTRY);
  const targets = Object.values(metafile.outputs)
    .map((output) => output.entryPoint)
    .filter((entryPoint): entryPoint is string => entryPoint !== undefined && entryPoint !== ENTRY);
  return new Set(targets.filter((file) => !file.includes('node_modules/') && !entryClosure.has(file)));
}

/**
 * An esbuild plugin that adds `import "<shell root>"` to each lazily loaded source. esbuild splits
 * code into one chunk per set of entry points that reach it, and treats every `import()` target as
 * an entry point, without knowing that the entry has always loaded before: so the code the entry
 * loads came out in some 35 chunks (React alone, the router alone, each store...), each its own
 * request, preload and gzip stream, more bytes than the same code in one file (measured in
 * DECISION.md). A lazy module that imports the shell root reaches all of it, so all of it has the
 * same entry points and forms one chunk. The import costs nothing at run time: the shell has always
 * been evaluated by then.
 */
function shellInOneChunk(lazySources: Set<string>): Plugin {
  return {
    name: 'shell-in-one-chunk',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const source = args.path.slice(process.cwd().length + 1);
        if (!lazySources.has(source)) return undefined;
        const contents = await readFile(args.path, 'utf8');
        return {
          contents: `${contents}\nimport ${JSON.stringify(`${process.cwd()}/${SHELL_ROOT}`)};\n`,
          loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/**
 * One copy of @sentry/core in the browser bundle. The worker's toucan-js holds the top-level
 * @sentry/core (an older major), so npm gives each of @sentry/browser's own packages (replay,
 * browser-utils, feedback...) a nested copy of the same version, and the bundle carried each: the
 * chunk the first error loads was the larger for it (DECISION.md). Every import of it resolves as
 * @sentry/browser's.
 */
function oneSentryCore(): Plugin {
  const browserPackage = dirname(createRequire(import.meta.url).resolve('@sentry/browser/package.json'));
  return {
    name: 'one-sentry-core',
    setup(pluginBuild) {
      const resolved = new Map<string, Promise<ResolveResult>>();
      pluginBuild.onResolve({ filter: /^@sentry\/core(\/.*)?$/ }, async (args) => {
        if (args.pluginData?.oneSentryCore) return undefined;
        if (!resolved.has(args.path))
          resolved.set(
            args.path,
            pluginBuild.resolve(args.path, {
              kind: args.kind,
              resolveDir: browserPackage,
              pluginData: { oneSentryCore: true },
            }),
          );
        const { path, errors } = await resolved.get(args.path)!;
        return errors.length > 0 ? { errors } : { path };
      });
    },
  };
}

export async function buildClient({ minify = true } = {}): Promise<{
  manifest: BuildManifest;
  metafile: Metafile;
}> {
  await resetClientOutput();
  const documentReader = await buildDocumentReader(OUT);
  // The first pass is read for its import graph only, which minifying does not change.
  const firstPass = await build({ ...clientBuildOptions({ minify: false, documentReader }), write: false });
  const lazySources = lazilyLoadedSources(firstPass.metafile);
  const options = clientBuildOptions({ minify, documentReader });
  const [result, inlineScripts] = await Promise.all([
    build({ ...options, plugins: [...options.plugins, shellInOneChunk(lazySources)] }),
    buildInlineScripts(),
  ]);
  const manifest = await writeBuildFiles(result.metafile, inlineScripts);
  // Written last: a build stopped halfway leaves no metafile, and the next test run builds again.
  await writeFile(METAFILE, JSON.stringify(result.metafile));
  return { manifest, metafile: result.metafile };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { manifest } = await buildClient();
  console.log(`client build ${manifest.buildId}: ${Object.keys(manifest.routes).length} routes`);
}
