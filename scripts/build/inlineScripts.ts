// Builds the page's inline scripts: each module of web/app/inline/ bundled and minified into the text
// the worker puts in a page with the request's CSP nonce (web/app/inlineScript.ts), kept in the build
// manifest by the module's name. Where a module takes the page's input, its text keeps the name
// INLINE_INPUT for the worker to put the input's JSON in.
import { build, type BuildOptions, type OutputFile, type Plugin } from 'esbuild';
import { readdir } from 'node:fs/promises';
import { basename, resolve } from 'node:path';

const INLINE_DIR = 'web/app/inline';
const INPUT = 'INLINE_INPUT';
/** An import of a module as the text of its build, for a worker made from a blob (warmIntl.ts). */
const AS_SCRIPT = '?script';

const minified: BuildOptions = {
  bundle: true,
  minify: true,
  // The browsers the client bundle is built for: a page's scripts run in the same ones.
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'warning',
  // Not the project's tsconfig: its strictness would add a "use strict" to every script, which
  // bundling modules (strict already) into a page's scripts does not need.
  tsconfigRaw: {},
};

/** The modules of web/app/inline/, each an inline script. */
export async function inlineScriptEntries(): Promise<string[]> {
  return (await readdir(INLINE_DIR))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => `${INLINE_DIR}/${file}`);
}

/** esbuild's options for the inline scripts, for one build or a watching context. */
export function inlineScriptsBuildOptions(entryPoints: string[]) {
  return {
    ...minified,
    entryPoints,
    // Each in a function of its own: a page's scripts share its global scope.
    format: 'iife',
    // Names the texts by their modules; nothing is written.
    outdir: INLINE_DIR,
    write: false,
    plugins: [importsAsScript()],
  } satisfies BuildOptions;
}

/** The texts of a finished build, by module name. */
export function inlineScriptTexts(outputFiles: Pick<OutputFile, 'path' | 'text'>[]): Record<string, string> {
  return Object.fromEntries(
    outputFiles.map((file) => {
      const text = file.text.trimEnd();
      if (text.split(INPUT).length > 2) throw new Error(`${file.path} names ${INPUT} more than once`);
      return [basename(file.path, '.js'), text];
    }),
  );
}

export async function buildInlineScripts() {
  const { outputFiles } = await build(inlineScriptsBuildOptions(await inlineScriptEntries()));
  return inlineScriptTexts(outputFiles);
}

/** Resolves `import text from './module.ts?script'` to the module's own build, as a string. */
function importsAsScript(): Plugin {
  return {
    name: 'imports-as-script',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /\?script$/ }, (args) => ({
        path: resolve(args.resolveDir, args.path.slice(0, -AS_SCRIPT.length)),
        namespace: 'script',
      }));
      pluginBuild.onLoad({ filter: /./, namespace: 'script' }, async (args) => {
        // A worker's global scope is its own: its script needs no function around it.
        const { outputFiles, metafile } = await build({
          ...minified,
          entryPoints: [args.path],
          format: 'esm',
          write: false,
          metafile: true,
        });
        return {
          contents: outputFiles[0]!.text.trimEnd(),
          loader: 'text',
          watchFiles: Object.keys(metafile.inputs).map((input) => resolve(input)),
        };
      });
    },
  };
}
