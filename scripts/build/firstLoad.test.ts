import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Metafile } from 'esbuild';
import { ENTRY, METAFILE } from './buildClient.ts';
import { deferredInFirstLoad, firstLoadChains, routePages } from './firstLoad.ts';
import { ROUTE_TABLE } from '../../shared/routes/routeTable.ts';

/** zod and the upstream client load with a form's first check or the first call, never with a page. */
const UPSTREAM_CLIENT = 'shared/upstream/client.ts';
const isZod = (source: string) => source.includes('node_modules/zod/');
const loadsLater = (source: string) => isZod(source) || source === UPSTREAM_CLIENT;

/**
 * The routes whose first load still holds the upstream client, through a feature's calls module that
 * the route imports statically (the reservation, the account, wishlists, an invite). Each comes off
 * the list as its calls move behind `import()`; the check fails for any route that gains the client,
 * and for a listed route that no longer loads it, so the list only shrinks.
 */
const STILL_LOADING_THE_CLIENT_FIRST = new Set([
  'catalogue',
  'layout-reservations',
  'myaccount',
  'myaccount-bookings',
  'myaccount-profile',
  'myaccount-wishlists',
  'myaccount-wishlists-token',
  'precheckin-invite',
  'precheckins-list',
  'reservation',
  'reservation-arrival',
  'reservation-cancellation',
  'reservation-pax',
  'reservation-payment',
  'reservation-precheckin',
  'reservation-refund',
  'reservation-review',
  'reservation-services',
  'reservations-list',
]);

describe('the first load of every page in the build (the global setup builds it)', () => {
  const metafile = JSON.parse(readFileSync(METAFILE, 'utf8')) as Metafile;
  const pages = routePages(ROUTE_TABLE).map(({ id, modules }) => ({
    id,
    chains: deferredInFirstLoad(metafile, [ENTRY, ...modules], loadsLater),
  }));
  const named = (id: string, chains: string[][]) =>
    chains.map((chain) => `route ${id}: ${chain.join(' → ')}`);

  it('still holds zod and the upstream client, loaded later, so the checks below have something to find', () => {
    expect(Object.keys(metafile.inputs).filter(loadsLater)).toEqual(
      expect.arrayContaining([UPSTREAM_CLIENT, expect.stringContaining('node_modules/zod/')]),
    );
  });

  it('holds zod for no route', () => {
    const found = pages.flatMap(({ id, chains }) =>
      named(
        id,
        chains.filter((chain) => isZod(chain.at(-1)!)),
      ),
    );
    expect(found).toEqual([]);
  });

  it('holds the upstream client for no route but those still listed', () => {
    const found = pages.flatMap(({ id, chains }) =>
      STILL_LOADING_THE_CLIENT_FIRST.has(id)
        ? []
        : named(
            id,
            chains.filter((chain) => chain.at(-1) === UPSTREAM_CLIENT),
          ),
    );
    expect(found).toEqual([]);
  });

  it('lists only routes that still load the upstream client first', () => {
    const loading = new Set(
      pages
        .filter(({ chains }) => chains.some((chain) => chain.at(-1) === UPSTREAM_CLIENT))
        .map(({ id }) => id),
    );
    expect([...STILL_LOADING_THE_CLIENT_FIRST].filter((id) => !loading.has(id))).toEqual([]);
  });
});

describe('a first load', () => {
  const metafile = {
    inputs: {
      'entry.ts': { bytes: 1, imports: [{ path: 'page.ts', kind: 'import-statement' }] },
      'page.ts': {
        bytes: 1,
        imports: [
          { path: 'form.ts', kind: 'dynamic-import' },
          { path: 'shared.ts', kind: 'import-statement' },
        ],
      },
      'shared.ts': { bytes: 1, imports: [{ path: 'node_modules/zod/index.js', kind: 'import-statement' }] },
      'form.ts': { bytes: 1, imports: [{ path: 'node_modules/zod/index.js', kind: 'import-statement' }] },
      'node_modules/zod/index.js': { bytes: 1, imports: [] },
    },
    outputs: {},
  } as Metafile;

  it('follows static imports from its roots and names the chain to each source', () => {
    expect(firstLoadChains(metafile, ['entry.ts']).get('node_modules/zod/index.js')).toEqual([
      'entry.ts',
      'page.ts',
      'shared.ts',
      'node_modules/zod/index.js',
    ]);
  });

  it('leaves out what only an import() reaches', () => {
    expect(firstLoadChains(metafile, ['entry.ts']).has('form.ts')).toBe(false);
  });

  it('gives each route its layouts’ modules before its own', () => {
    const pages = routePages([{ id: 'layout', children: [{ id: 'home', index: true }] }], {
      layout: { module: 'app/routes/Layout.tsx' },
      home: { module: 'features/home/routes/home.tsx' },
    });
    expect(pages).toEqual([
      { id: 'layout', modules: ['web/app/routes/Layout.tsx'] },
      { id: 'home', modules: ['web/app/routes/Layout.tsx', 'web/features/home/routes/home.tsx'] },
    ]);
  });
});
