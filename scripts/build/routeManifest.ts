import type { Metafile } from 'esbuild';
import type { BuildManifest } from '../../shared/site/render.ts';
import { ROUTE_CODE, type RouteCode } from '../../shared/routes/routeTable.ts';
import { outputClosure } from './outputClosure.ts';

interface ManifestInput {
  metafile: Metafile;
  /** The browser entry's source file, as esbuild was given it. */
  entry: string;
  outdir: string;
  code?: Record<string, RouteCode>;
}

/**
 * What the worker tells a page to load from one client build: the entry with what it imports and
 * its CSS, and for each lazy route, by id, its module's chunk with what that imports beyond the
 * entry. A route module the build did not make a chunk of is an error, never a page without preloads.
 */
export function routeManifest({
  metafile,
  entry,
  outdir,
  code = ROUTE_CODE,
}: ManifestInput): Omit<BuildManifest, 'buildId' | 'cssText' | 'inlineScripts'> {
  const outputs = metafile.outputs;
  const relative = (file: string) => file.slice(`${outdir}/`.length);
  const staticClosure = (file: string) => outputClosure(outputs, [file]);
  const chunkOf = (source: string) =>
    Object.entries(outputs).find(([file, output]) => output.entryPoint === source && file.endsWith('.js'));

  const [entryFile, entryOutput] = chunkOf(entry) ?? [];
  if (!entryFile || !entryOutput) throw new Error(`the build has no chunk for its entry ${entry}`);
  const entryClosure = staticClosure(entryFile);
  const routes: Record<string, string[]> = {};
  for (const [id, { module }] of Object.entries(code)) {
    const [chunk] = chunkOf(`web/${module}`) ?? [];
    if (!chunk) throw new Error(`route ${id}: the build has no chunk for web/${module}`);
    routes[id] = [...staticClosure(chunk)].filter((file) => !entryClosure.has(file)).map(relative);
  }
  return {
    entry: relative(entryFile),
    entryImports: [...entryClosure].filter((file) => file !== entryFile).map(relative),
    css: entryOutput.cssBundle ? [relative(entryOutput.cssBundle)] : [],
    routes,
  };
}
