import { describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { keptPageFiles } from './serviceWorker.ts';

const output = (imports: [string, 'import-statement' | 'dynamic-import'][] = []) => ({
  imports: imports.map(([path, kind]) => ({ path: `dist/client/assets/${path}`, kind })),
});

describe('the code a device keeps with a reservation', () => {
  it('is the kept pages’ chunks and all they load later, without the shell it holds already', () => {
    const metafile = {
      outputs: {
        'dist/client/assets/overview.js': output([
          ['shell.js', 'import-statement'],
          ['schema.js', 'dynamic-import'],
        ]),
        'dist/client/assets/arrival.js': output([['arrivalSchema.js', 'dynamic-import']]),
        'dist/client/assets/schema.js': output([['zod.js', 'import-statement']]),
        'dist/client/assets/arrivalSchema.js': output([['zod.js', 'import-statement']]),
        'dist/client/assets/zod.js': output(),
        'dist/client/assets/payment.js': output(),
      },
    } as unknown as Metafile;
    const files = keptPageFiles(metafile, {
      entry: 'assets/entry.js',
      entryImports: ['assets/shell.js'],
      routes: {
        'layout-reservations': ['assets/layout.js'],
        reservation: ['assets/overview.js'],
        'reservation-arrival': ['assets/arrival.js'],
        'reservation-payment': ['assets/payment.js'],
      },
    });
    expect(files.sort()).toEqual(
      [
        '/assets/arrival.js',
        '/assets/arrivalSchema.js',
        '/assets/layout.js',
        '/assets/overview.js',
        '/assets/schema.js',
        '/assets/zod.js',
      ].sort(),
    );
  });
});
