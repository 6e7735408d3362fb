// Builds the passport scan's reader (web/features/passportScan/reader/) into a folder under /assets/
// named by its content: the worker that finds the machine-readable zone and tells its characters,
// with its OCR-B glyph models inside. /assets/ is served `immutable`, so a browser or the service
// worker keeps it until its content, and so the folder's name, changes.
import { build } from 'esbuild';
import { mkdir, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

const WORKER = 'web/features/passportScan/reader/reader.worker.ts';

/** Writes the folder into the client output; answers its URL path for the bundle (`DOCUMENT_READER_ASSETS`). */
export async function buildDocumentReader(outdir: string): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [WORKER],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
    outfile: 'reader.js',
  });
  const code = outputFiles[0]!.text;
  const folder = `document-reader-${createHash('sha256').update(code).digest('hex').slice(0, 12)}`;
  await mkdir(join(outdir, 'assets', folder), { recursive: true });
  await writeFile(join(outdir, 'assets', folder, 'reader.js'), code);
  return `/assets/${folder}`;
}
