// `npm run dev`: `npm start` with the browser bundle rebuilt on every change. esbuild watches the
// client and the inline scripts and rewrites the build manifest after each rebuild of either;
// wrangler dev rebuilds the worker (the server render included) and reloads it when dist/client
// changes, so it reads the new manifest and a reload shows the edit on both sides.
import { context, type BuildResult, type Metafile, type Plugin } from 'esbuild';
import { clientBuildOptions, resetClientOutput, writeBuildFiles } from '../build/buildClient.ts';
import { buildDocumentReader } from '../build/documentReader.ts';
import { inlineScriptEntries, inlineScriptsBuildOptions, inlineScriptTexts } from '../build/inlineScripts.ts';
import { forgetLocalDataWhenFresh, serveLocalPortal } from './localPortal.ts';

await forgetLocalDataWhenFresh();
await resetClientOutput();

let firstBuild = () => {};
const built = new Promise<void>((resolve) => (firstBuild = resolve));
/** The latest result of each watched build; the manifest is written once both have one. */
const latest: { metafile?: Metafile; inlineScripts?: Record<string, string> } = {};

/** An esbuild plugin that keeps a successful build's result and writes the manifest from it. */
function writesManifest(keep: (result: BuildResult) => void): Plugin {
  return {
    name: 'build-manifest',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0) return;
        keep(result);
        if (!latest.metafile || !latest.inlineScripts) return;
        const manifest = await writeBuildFiles(latest.metafile, latest.inlineScripts);
        console.log(`client build ${manifest.buildId}`);
        firstBuild();
      });
    },
  };
}

const options = clientBuildOptions({
  minify: false,
  documentReader: await buildDocumentReader('dist/client'),
});
const client = await context({
  ...options,
  plugins: [...options.plugins, writesManifest((result) => (latest.metafile = result.metafile))],
});
const inlineOptions = inlineScriptsBuildOptions(await inlineScriptEntries());
const inline = await context({
  ...inlineOptions,
  plugins: [
    ...inlineOptions.plugins,
    writesManifest((result) => (latest.inlineScripts = inlineScriptTexts(result.outputFiles ?? []))),
  ],
});
await Promise.all([client.watch(), inline.watch()]);
await built;
await serveLocalPortal();
