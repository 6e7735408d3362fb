import { parse, type Token } from '@messageformat/parser';

/**
 * What a translation must keep of its English source: the same placeholders,
 * plurals and selects, each plural with every form the language's CLDR rules ask for (Polish has
 * one, few, many and other), and each select with the source's cases. Answers what is wrong, in
 * words a translator understands; nothing when the translation keeps the shape.
 */
export function translationProblems(source: string, translation: string, locale: string): string[] {
  let sourceTokens: Token[];
  let translatedTokens: Token[];
  try {
    sourceTokens = parse(source);
  } catch (error) {
    return [`the English source does not parse: ${(error as Error).message}`];
  }
  try {
    translatedTokens = parse(translation);
  } catch (error) {
    return [`does not parse as an ICU message: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  const expected = placeholdersOf(sourceTokens);
  const found = placeholdersOf(translatedTokens);
  for (const name of expected) if (!found.has(name)) problems.push(`lacks the placeholder ${name}`);
  for (const name of found)
    if (!expected.has(name)) problems.push(`has a placeholder the source lacks: ${name}`);

  const sourceSelects = choicesOf(sourceTokens, 'select');
  for (const [arg, keys] of choicesOf(translatedTokens, 'select')) {
    const wanted = sourceSelects.get(arg) ?? [];
    const missing = wanted.filter((key) => !keys.includes(key));
    if (missing.length) problems.push(`the select on ${arg} lacks the case(s) ${missing.join(', ')}`);
  }
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  for (const [arg, keys] of choicesOf(translatedTokens, 'plural')) {
    const missing = forms.filter((form) => !keys.includes(form));
    if (missing.length)
      problems.push(`the plural on ${arg} lacks the form(s) ${missing.join(', ')} that ${locale} uses`);
    const foreign = keys.filter((key) => !key.startsWith('=') && !(forms as string[]).includes(key));
    if (foreign.length)
      problems.push(`the plural on ${arg} has form(s) ${foreign.join(', ')} that ${locale} never uses`);
  }
  return problems;
}

/** Every placeholder with its kind ("count:plural", "name"), from the top down to nested cases. */
function placeholdersOf(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument') into.add(token.arg);
    else if (token.type === 'function') into.add(`${token.arg}:${token.key}`);
    else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      into.add(`${token.arg}:${token.type}`);
      for (const branch of token.cases) placeholdersOf(branch.tokens, into);
    }
  }
  return into;
}

/** The cases of each plural (or select) by its argument, nested ones included. */
function choicesOf(tokens: Token[], type: 'plural' | 'select', into = new Map<string, string[]>()) {
  for (const token of tokens) {
    if (token.type !== 'plural' && token.type !== 'select' && token.type !== 'selectordinal') continue;
    if (token.type === type)
      into.set(token.arg, [...(into.get(token.arg) ?? []), ...token.cases.map((c) => c.key)]);
    for (const branch of token.cases) choicesOf(branch.tokens, type, into);
  }
  return into;
}

/** The visible words of a message, without its ICU syntax (for the checks that compare words). */
export function visibleText(message: string): string {
  const collect = (tokens: Token[]): string =>
    tokens
      .map((token) => {
        if (token.type === 'content') return token.value;
        if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal')
          return token.cases.map((branch) => collect(branch.tokens)).join(' ');
        return ' ';
      })
      .join('');
  try {
    return collect(parse(message));
  } catch {
    return message;
  }
}
