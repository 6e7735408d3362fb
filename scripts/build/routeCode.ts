import type { Plugin } from 'esbuild';
import { resolve } from 'node:path';
import { ROUTE_CODE, type RouteCode } from '../../shared/routes/routeTable.ts';

const ROUTE_CODE_SOURCE = resolve('web/app/routeCode.ts');

/**
 * The browser's `web/app/routeCode.ts`: one loader per route id, each a plain `import()` of the
 * route's module, written out from the route table's `ROUTE_CODE`. The worker and the tests keep the
 * file as written, which finds the module by pattern at run time; in the browser that would cost the
 * file names of every route in the entry's bytes, twice (the table's and the pattern's). A route
 * whose module is its page is that `import()` alone; `pick` takes the page's export from a module
 * that draws several.
 */
export function browserRouteCode(code: Record<string, RouteCode> = ROUTE_CODE): string {
  const loaders = Object.entries(code).map(([id, { module, component }]) => {
    const load = `() => import(${JSON.stringify(`../${module}`)})`;
    return `  ${JSON.stringify(id)}: ${component ? `pick(${load}, ${JSON.stringify(component)})` : load},`;
  });
  return [
    'const pick = (load, component) => () => load().then((exports) => ({ Component: exports[component] }));',
    `const LOADERS = {\n${loaders.join('\n')}\n};`,
    'export const loadRouteCode = (id) => LOADERS[id]();',
  ].join('\n');
}

/** Serves the browser build `browserRouteCode()` in place of `web/app/routeCode.ts`. */
export function routeCodeForBrowser(): Plugin {
  return {
    name: 'route-code-for-browser',
    setup(build) {
      build.onLoad({ filter: /[\\/]web[\\/]app[\\/]routeCode\.ts$/ }, (args) =>
        args.path === ROUTE_CODE_SOURCE
          ? { contents: browserRouteCode(), loader: 'js', resolveDir: resolve('web/app') }
          : undefined,
      );
    },
  };
}
