import type { Metafile } from 'esbuild';
import { ROUTE_CODE, type RouteCode, type RouteNode } from '../../shared/routes/routeTable.ts';

/** A route with the modules its page loads first: its layouts' and its own, outermost first. */
export interface RoutePage {
  id: string;
  modules: string[];
}

/** Every route of the table with its layouts' modules and its own, as source files under web/. */
export function routePages(
  nodes: readonly RouteNode[],
  code: Record<string, RouteCode> = ROUTE_CODE,
  layouts: string[] = [],
): RoutePage[] {
  return nodes.flatMap((node) => {
    const module = code[node.id]?.module;
    const modules = module ? [...layouts, `web/${module}`] : layouts;
    return [{ id: node.id, modules }, ...routePages(node.children ?? [], code, modules)];
  });
}

/**
 * How each source of a page's first load is reached, as the import chain from one of `roots`:
 * their static imports and those imports' own, never an `import()`, which loads later.
 */
export function firstLoadChains(metafile: Metafile, roots: string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>(roots.map((root) => [root, [root]]));
  const queue = [...roots];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const imported of metafile.inputs[file]?.imports ?? []) {
      if (imported.kind === 'dynamic-import' || imported.external || chains.has(imported.path)) continue;
      chains.set(imported.path, [...chains.get(file)!, imported.path]);
      queue.push(imported.path);
    }
  }
  return chains;
}

/**
 * The import chain to each place where a first load enters code that `isDeferred` says must load
 * later: the first deferred source of each chain, not every file of the package behind it.
 */
export function deferredInFirstLoad(
  metafile: Metafile,
  roots: string[],
  isDeferred: (source: string) => boolean,
): string[][] {
  return [...firstLoadChains(metafile, roots).values()].filter(
    (chain) => isDeferred(chain.at(-1)!) && !chain.slice(0, -1).some(isDeferred),
  );
}
