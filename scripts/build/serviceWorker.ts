// Builds the service worker: esbuild bundles web/features/offline/serviceWorker/sw.ts
// with the build's id and stylesheet, then Serwist's injectManifest writes the shell's precache list
// into it (hashed names as they are, other files with a revision of their content) as dist/client/sw.js.
import { build, type Metafile } from 'esbuild';
import { injectManifest } from '@serwist/build';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildManifest } from '../../shared/site/render.ts';
import { KEPT_OFFLINE_PAGES } from '../../shared/routes/keptOfflinePages.ts';
import { outputClosure } from './outputClosure.ts';

const SOURCE = 'web/features/offline/serviceWorker/sw.ts';
const OUT = 'dist/client';

/**
 * What the worker precaches: the shell every page loads (the entry, its chunk, the stylesheet) and
 * the pictures of the offline page and the installed app. A reservation's own pages and the files
 * they load are kept when its guest opens it, not before.
 */
export function shellFiles(manifest: Pick<BuildManifest, 'entry' | 'entryImports' | 'css'>): string[] {
  return [manifest.entry, ...manifest.entryImports, ...manifest.css, 'images/icons/*.png'];
}

/**
 * The code of the pages a device keeps of a reservation, beyond the shell: their routes' chunks and
 * all those load later (the schemas a refetch parses with, the save's own code), kept with the
 * reservation when its guest opens any of its pages, so a kept page the guest never opened runs
 * offline too.
 */
export function keptPageFiles(
  metafile: Pick<Metafile, 'outputs'>,
  manifest: Pick<BuildManifest, 'entry' | 'entryImports' | 'routes'>,
): string[] {
  const output = (file: string) => `${OUT}/${file}`;
  const shell = new Set([manifest.entry, ...manifest.entryImports].map(output));
  const routes = KEPT_OFFLINE_PAGES.flatMap((page) => page.routes);
  const roots = routes.flatMap((id) => manifest.routes[id] ?? []).map(output);
  const kept = outputClosure(metafile.outputs, roots, { dynamic: true, outside: shell });
  return [...kept].map((file) => file.slice(OUT.length));
}

export async function buildServiceWorker(
  manifest: BuildManifest,
  metafile: Pick<Metafile, 'outputs'>,
  { minify = true } = {},
) {
  const folder = await mkdtemp(join(tmpdir(), 'portal-sw-'));
  const bundled = join(folder, 'sw.js');
  try {
    await build({
      entryPoints: [SOURCE],
      bundle: true,
      format: 'iife',
      target: 'es2022',
      platform: 'browser',
      minify,
      legalComments: 'none',
      logLevel: 'warning',
      outfile: bundled,
      // The offline page's texts: each language's PO catalogue, read when its page is first shown.
      loader: { '.po': 'text' },
      define: {
        'process.env.NODE_ENV': '"production"',
        PORTAL_BUILD: JSON.stringify({
          buildId: manifest.buildId,
          stylesheet: manifest.css[0] ? `/${manifest.css[0]}` : undefined,
          keptPageFiles: keptPageFiles(metafile, manifest),
        }),
      },
    });
    const { count, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: `${OUT}/sw.js`,
      globDirectory: OUT,
      globPatterns: shellFiles(manifest),
      dontCacheBustURLsMatching: /^\/?assets\//,
      modifyURLPrefix: { '': '/' },
    });
    if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
    return { precached: count };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
