import path from 'node:path';
import type { Rule } from 'eslint';

/**
 * Feature folders (web/features/<feature>/) keep their internals to themselves: another feature
 * may import only the files at a feature's top level, its public face; subfolders (components/,
 * routes/, api/, stores/) are the feature's own. web/ui/ is what features share, so it imports no
 * feature. web/app/ and web/i18n/ compose the features and may import any of their files.
 */
const WEB = `${path.sep}web${path.sep}`;

type Place = { area: string; feature?: string; depth?: number };

function placeOf(file: string): Place | null {
  const at = file.lastIndexOf(WEB);
  if (at < 0) return null;
  const parts = file.slice(at + WEB.length).split(path.sep);
  if (parts[0] === 'features') return { area: 'features', feature: parts[1], depth: parts.length - 2 };
  return { area: parts[0] ?? '' };
}

export const featureBoundaries: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A feature imports another feature only through its top-level files; ui/ imports no feature.',
    },
    schema: [],
    messages: {
      internal:
        "'{{source}}' is inside feature '{{feature}}'. Import one of its top-level files, or move what you need to its top level (or to web/ui/).",
      fromUi: "web/ui/ is shared by features and imports none of them: '{{source}}'.",
    },
  },
  create(context) {
    const importer = placeOf(context.filename);
    if (!importer || (importer.area !== 'features' && importer.area !== 'ui')) return {};
    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(context.filename), source));
      if (!target || target.area !== 'features') return;
      if (importer.area === 'ui') {
        context.report({ node, messageId: 'fromUi', data: { source } });
      } else if (target.feature !== importer.feature && (target.depth ?? 0) > 1) {
        context.report({ node, messageId: 'internal', data: { source, feature: target.feature } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
