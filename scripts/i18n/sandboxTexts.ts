// Every English text of the sandbox's services: the strings of each object
// literal that has both an `en` and a `de` property, read from the sandbox's sources with the
// TypeScript compiler. sandbox/i18n/<lang>.ts translates each, keyed by its English.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Texts people wrote in one language and that stay in it: guests' reviews (shown as written, with
 * their language), the operators' notice (its payload names its languages; the portal falls back to
 * the English one).
 */
const WRITTEN_AS_THEY_ARE = ['demoReviews.ts', 'flags.ts'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sourceFiles(path);
    const wanted =
      entry.name.endsWith('.ts') && !entry.name.includes('.test.') && !entry.name.endsWith('.d.ts');
    return wanted && !WRITTEN_AS_THEY_ARE.includes(entry.name) ? [path] : [];
  });
}

function stringsIn(node: ts.Node, into: string[] = []): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) into.push(node.text);
  else
    ts.forEachChild(node, (child) => {
      stringsIn(child, into);
    });
  return into;
}

/** Each English text of the sandbox under `root` (the repository) with its German, in English's order. */
export function sandboxTexts(root = '.'): Map<string, string> {
  const texts = new Map<string, string>();
  for (const path of sourceFiles(join(root, 'sandbox'))) {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const named = (name: string) =>
          node.properties.find(
            (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === name,
          );
        const en = named('en');
        const de = named('de');
        // A record of every language (conf-api's locales) is no text to translate.
        if (en && de && !named('fr')) {
          const english = stringsIn(en.initializer);
          const german = stringsIn(de.initializer);
          english.forEach((text, index) =>
            texts.set(text, english.length === german.length ? german[index]! : text),
          );
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  // A text German keeps as English has it (an address, a placeholder alone) is no text to translate.
  return new Map(
    [...texts]
      .filter(([text, german]) => /\p{L}{2}/u.test(text) && text !== german)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(Object.fromEntries(sandboxTexts()), null, 1));
