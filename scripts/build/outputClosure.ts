import type { Metafile } from 'esbuild';

/**
 * The build's output files `roots` load, themselves included: those they import, and theirs in
 * turn. Static imports only, unless `dynamic` (code loaded later, on idle or on demand, too); a
 * file `outside` is neither taken nor followed (the shell a page holds already).
 */
export function outputClosure(
  outputs: Metafile['outputs'],
  roots: Iterable<string>,
  { dynamic = false, outside = new Set<string>() }: { dynamic?: boolean; outside?: ReadonlySet<string> } = {},
): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || outside.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (!imported.external && (dynamic || imported.kind === 'import-statement')) visit(imported.path);
    }
  };
  for (const root of roots) visit(root);
  return seen;
}
