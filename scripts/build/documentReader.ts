// Builds the passport scan's reader files (web/features/passportScan/reader/) into one folder under
// /assets/ named by their content: Tesseract's worker, its WebAssembly cores (the LSTM-only ones, in
// each SIMD flavour its worker picks from), the English model from @tesseract.js-data/eng and the
// portal's own preprocessing worker. /assets/ is served `immutable`, so a browser or the service
// worker keeps them until their content, and so the folder's name, changes.
import { build } from 'esbuild';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

const COPIED: [name: string, file: string][] = [
  ['tesseract.js', 'dist/worker.min.js'],
  ['tesseract.js-core', 'tesseract-core-lstm.wasm.js'],
  ['tesseract.js-core', 'tesseract-core-simd-lstm.wasm.js'],
  ['tesseract.js-core', 'tesseract-core-relaxedsimd-lstm.wasm.js'],
  ['@tesseract.js-data/eng', '4.0.0_best_int/eng.traineddata.gz'],
];

/** The files' names and contents: the source map comment goes, as the maps are not served. */
async function readerFiles(): Promise<[name: string, content: string | Buffer][]> {
  const files = await Promise.all(
    COPIED.map(async ([name, file]) => {
      const bytes = await readFile(join(packageDir(name), file));
      const text = file.endsWith('.js')
        ? bytes.toString('utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n')
        : bytes;
      return [file.split('/').at(-1)!, text] as [string, string | Buffer];
    }),
  );
  const { outputFiles } = await build({
    entryPoints: ['web/features/passportScan/reader/preprocess.worker.ts'],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
    outfile: 'preprocess.js',
  });
  return [...files, ['preprocess.js', outputFiles[0]!.text]];
}

/** Writes the folder into the client output; answers its URL path for the bundle (`DOCUMENT_READER_ASSETS`). */
export async function buildDocumentReader(outdir: string): Promise<string> {
  const files = await readerFiles();
  const hash = createHash('sha256');
  for (const [name, content] of files) hash.update(name).update(content);
  const folder = `document-reader-${hash.digest('hex').slice(0, 12)}`;
  await mkdir(join(outdir, 'assets', folder), { recursive: true });
  await Promise.all(files.map(([name, content]) => writeFile(join(outdir, 'assets', folder, name), content)));
  return `/assets/${folder}`;
}
