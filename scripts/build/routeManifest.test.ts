import { describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { routeManifest } from './routeManifest.ts';
import type { RouteCode, RouteModule } from '../../shared/routes/routeTable.ts';

const OUT = 'dist/client';
type Output = Metafile['outputs'][string];
const output = (entryPoint: string | undefined, imports: string[] = []): Output => ({
  bytes: 1,
  inputs: {},
  exports: [],
  ...(entryPoint && { entryPoint }),
  imports: imports.map((path) => ({ path, kind: 'import-statement' })),
});

/** A build of the entry and two lazy routes: a layout and its page, both sharing one chunk with each other. */
function metafile(layoutSource: string): Metafile {
  return {
    inputs: {},
    outputs: {
      [`${OUT}/assets/entry.client-A.js`]: output('web/entry.client.tsx', [`${OUT}/assets/chunk-REACT.js`]),
      [`${OUT}/assets/chunk-REACT.js`]: output(undefined),
      [`${OUT}/assets/layout-B.js`]: output(layoutSource, [`${OUT}/assets/chunk-SHARED.js`]),
      [`${OUT}/assets/home-C.js`]: output('web/features/home/routes/home.tsx', [
        `${OUT}/assets/chunk-SHARED.js`,
        `${OUT}/assets/chunk-REACT.js`,
      ]),
      [`${OUT}/assets/chunk-SHARED.js`]: output(undefined),
    },
  };
}

const code = (layoutModule: RouteModule): Record<string, RouteCode> => ({
  'layout-default': { module: layoutModule },
  home: { module: 'features/home/routes/home.tsx' },
});

/** The manifest of a build whose layout chunk came from `builtLayout`, by a table naming `tableLayout`. */
const manifestOf = (builtLayout: RouteModule, tableLayout: RouteModule) =>
  routeManifest({
    metafile: metafile(`web/${builtLayout}`),
    entry: 'web/entry.client.tsx',
    outdir: OUT,
    code: code(tableLayout),
  });

describe('the build manifest, by route id', () => {
  it('lists each route’s chunk and what it imports beyond the entry', () => {
    const manifest = manifestOf('app/routes/DefaultLayout.tsx', 'app/routes/DefaultLayout.tsx');
    expect(manifest.entry).toBe('assets/entry.client-A.js');
    expect(manifest.entryImports).toEqual(['assets/chunk-REACT.js']);
    expect(manifest.routes).toEqual({
      'layout-default': ['assets/layout-B.js', 'assets/chunk-SHARED.js'],
      home: ['assets/home-C.js', 'assets/chunk-SHARED.js'],
    });
  });

  it('keeps a renamed layout’s preloads under the same route id', () => {
    const manifest = manifestOf('app/routes/MainLayout.tsx', 'app/routes/MainLayout.tsx');
    expect(manifest.routes['layout-default']).toEqual(['assets/layout-B.js', 'assets/chunk-SHARED.js']);
  });

  it('fails the build when a route’s module has no chunk, rather than ship a page without preloads', () => {
    expect(() => manifestOf('app/routes/MainLayout.tsx', 'app/routes/DefaultLayout.tsx')).toThrow(
      'route layout-default: the build has no chunk for web/app/routes/DefaultLayout.tsx',
    );
  });
});
