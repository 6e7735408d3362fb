import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The folders of web/ build on each other in one direction (README, Layout): the app composes,
 * features build on ui/, i18n/ and platform/, platform/ on shared/ alone. ESLint's import-x/no-cycle
 * finds cycles between modules; this finds them between folders, where two modules of one feature
 * and two of another can tie the features together without any module importing itself.
 */
const WEB = resolve(import.meta.dirname);

interface Import {
  from: string;
  to: string;
  lazy: boolean;
}

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?|^\s*import\s+)(['"])(\.[^'"]*)\1/gm;

/** Every relative import of web/'s product code (type imports included), as paths under web/. */
function imports(): Import[] {
  return sources(WEB).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((match) => ({
      from: relative(WEB, file),
      to: relative(WEB, resolve(dirname(file), (match[2] ?? '').replace(/\?.*$/, ''))),
      lazy: match[0].includes('('),
    })),
  );
}

const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1];

/** The modules a feature's index.ts names, by their path under web/. */
function publicFace(edges: Import[], feature: string): Set<string> {
  const index = `features/${feature}/index.ts`;
  const named = edges.filter((edge) => edge.from === index);
  return new Set([index, ...named.map((edge) => edge.to)]);
}

/** A cycle in a graph of names, as `a → b → a`, or null. */
function findCycle(edges: Map<string, Set<string>>): string | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node].join(' → ');
    state.set(node, 'open');
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('the folders of web/', () => {
  const edges = imports();

  it('leave the app to the browser entry: nothing else imports it', () => {
    const intoApp = edges.filter((edge) => edge.to.startsWith('app/') && !edge.from.startsWith('app/'));
    expect(intoApp.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([
      'entry.client.tsx → app/startClient.tsx',
    ]);
  });

  it('keep the platform layer on shared/ alone', () => {
    const outOfPlatform = edges.filter(
      (edge) =>
        edge.from.startsWith('platform/') &&
        !edge.to.startsWith('platform/') &&
        !edge.to.startsWith('../shared/'),
    );
    expect(outOfPlatform.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([]);
  });

  it('have features that import each other in one direction only', () => {
    const features = new Map<string, Set<string>>();
    for (const { from, to } of edges) {
      const [importer, imported] = [featureOf(from), featureOf(to)];
      if (!importer || !imported || importer === imported) continue;
      features.set(importer, (features.get(importer) ?? new Set()).add(imported));
    }
    expect(findCycle(features)).toBeNull();
  });

  it('have features that use another only through what its index.ts names', () => {
    const outside = edges.filter((edge) => {
      const [importer, imported] = [featureOf(edge.from), featureOf(edge.to)];
      return (
        !edge.lazy &&
        importer &&
        imported &&
        importer !== imported &&
        !publicFace(edges, imported).has(edge.to)
      );
    });
    expect(outside.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([]);
  });
});
