import { describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { lazilyLoadedSources } from './buildClient.ts';

type Import = { path: string; kind: 'import-statement' | 'dynamic-import' };
const input = (...imports: Import[]) => ({ bytes: 1, imports });
const statically = (path: string): Import => ({ path, kind: 'import-statement' });
const lazily = (path: string): Import => ({ path, kind: 'dynamic-import' });

describe('the sources the shell-in-one-chunk plugin marks', () => {
  // As esbuild writes it: every import() target is the entry point of an output of its own.
  const outputOf = (entryPoint: string) => [
    `dist/assets/${entryPoint.replace(/\W/g, '-')}.js`,
    { entryPoint },
  ];
  const metafile = {
    outputs: Object.fromEntries(
      [
        'web/entry.client.tsx',
        'node_modules/web-vitals/dist/web-vitals.js',
        'web/features/home/routes/home.tsx',
        'web/ui/Toaster.tsx',
        'shared/schemas/profile.ts',
      ].map(outputOf),
    ),
    inputs: {
      'web/entry.client.tsx': input(statically('web/app/startClient.tsx')),
      'web/app/startClient.tsx': input(
        statically('web/app/routes.tsx'),
        statically('web/ui/Toaster.tsx'),
        lazily('node_modules/web-vitals/dist/web-vitals.js'),
      ),
      'web/app/routes.tsx': input(lazily('web/features/home/routes/home.tsx'), lazily('web/ui/Toaster.tsx')),
      'web/ui/Toaster.tsx': input(),
      'web/features/home/routes/home.tsx': input(
        statically('web/app/routes.tsx'),
        lazily('shared/schemas/profile.ts'),
      ),
      'shared/schemas/profile.ts': input(),
      'node_modules/web-vitals/dist/web-vitals.js': input(),
    },
  } as unknown as Metafile;

  it('are the portal’s own modules only ever loaded through import()', () => {
    expect(lazilyLoadedSources(metafile)).toEqual(
      new Set(['web/features/home/routes/home.tsx', 'shared/schemas/profile.ts']),
    );
  });

  it('include each module a pattern import reaches, which esbuild lists as an output’s entry point', () => {
    const withPattern = {
      inputs: {
        'web/entry.client.tsx': input(statically('web/app/routes.tsx')),
        'web/app/routes.tsx': input({ path: '../**/routes/*.tsx', kind: 'import-statement' }),
        'web/features/home/routes/home.tsx': input(),
      },
      outputs: {
        'dist/assets/entry.client.js': { entryPoint: 'web/entry.client.tsx' },
        'dist/assets/home.js': { entryPoint: 'web/features/home/routes/home.tsx' },
        'dist/assets/chunk.js': {},
      },
    } as unknown as Metafile;
    expect(lazilyLoadedSources(withPattern)).toEqual(new Set(['web/features/home/routes/home.tsx']));
  });

  it('leave out what the entry loads anyway and what comes from packages', () => {
    const marked = lazilyLoadedSources(metafile);
    expect(marked.has('web/ui/Toaster.tsx')).toBe(false);
    expect(marked.has('node_modules/web-vitals/dist/web-vitals.js')).toBe(false);
  });
});

describe('the browser bundle’s error reporter', () => {
  it('carries one copy of @sentry/core, not one per Sentry package npm nested it under', async () => {
    const { build } = await import('esbuild');
    const { clientBuildOptions } = await import('./buildClient.ts');
    const { metafile } = await build({
      ...clientBuildOptions({ minify: false }),
      entryPoints: [
        'web/features/telemetry/browserReporter.ts',
        'web/features/telemetry/sessionRecording.ts',
      ],
      write: false,
      outdir: '.wrangler/reporter-test',
    });
    const copies = new Set(
      Object.keys(metafile!.inputs)
        .filter((path) => path.includes('@sentry/core/'))
        .map((path) => path.slice(0, path.indexOf('@sentry/core/'))),
    );
    expect(copies.size).toBe(1);
  });
});
