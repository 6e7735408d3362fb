import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { browserRouteCode } from './routeCode.ts';
import { ROUTE_CODE } from '../../shared/routes/routeTable.ts';

describe('the browser’s route loaders', () => {
  it('load each route’s module by a plain import, and the page’s export where the route names one', async () => {
    const loaders = browserRouteCode({
      home: { module: 'features/home/routes/home.tsx' },
      login: { module: 'features/auth/routes/auth.tsx', component: 'Login' },
    });
    expect(loaders).toContain('"home": () => import("../features/home/routes/home.tsx"),');
    expect(loaders).toContain('"login": pick(() => import("../features/auth/routes/auth.tsx"), "Login"),');
  });

  it('draw every route of the table, in the browser’s build', async () => {
    // The generated file, bundled as the client build bundles it: every import resolves.
    const result = await build({
      stdin: { contents: browserRouteCode(), resolveDir: 'web/app', loader: 'js' },
      bundle: true,
      write: false,
      splitting: true,
      format: 'esm',
      outdir: 'out',
      jsx: 'automatic',
      logLevel: 'silent',
      metafile: true,
    });
    const entryPoints = Object.values(result.metafile.outputs).flatMap((output) => output.entryPoint ?? []);
    for (const { module } of Object.values(ROUTE_CODE)) expect(entryPoints).toContain(`web/${module}`);
  });
});
