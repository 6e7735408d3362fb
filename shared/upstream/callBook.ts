import {
  CALLS,
  PARAMETERS,
  type CallEntry,
  type CallId,
  type CallParams,
  type ParameterFacts,
} from './calls.ts';

/**
 * The call table compiled once, as the route table is: each entry's path as a pattern, and what its
 * parameters hold. Every concern asks it (`findCall`) rather than writing a path again.
 */
export interface CompiledCall {
  id: string;
  entry: CallEntry;
  methods: readonly string[];
  pattern: RegExp;
  /** The parameters in the order of the pattern's groups. */
  names: readonly string[];
  /** The fixed segments before each secret parameter, for text that names a path (logs, reports). */
  secretSections: readonly string[][];
}

export interface FoundCall {
  id: string;
  entry: CallEntry;
  params: CallParams;
}

/**
 * One segment: no `/`, and none encoded either (`%2F`, `%5C`), nor an encoded `%` that a service
 * decoding twice would read as one: `reservations/4815162342%2FcheckPrice` is no token look-up.
 * The normalised path (normalizedPath.ts) writes every escape in upper case.
 */
const SEGMENT = '(?:[^/%]|%(?!2F|5C|25)[0-9A-F]{2})+';
/** One or more segments, for a page's or a picture's own path; a home page's path ends in a slash. */
const SEGMENTS = `${SEGMENT}(?:/${SEGMENT})*/?`;

/** What a parameter holds (nothing for one the table does not name). */
export const parameterFacts = (name: string): ParameterFacts =>
  (PARAMETERS as Record<string, ParameterFacts>)[name] ?? {};

/** `:name`, `:name?` or `:name+`, else null for a fixed segment. */
export function parameterOf(segment: string): { name: string; kind: '' | '?' | '+' } | null {
  const match = /^:(\w+)([?+]?)$/.exec(segment);
  return match ? { name: match[1]!, kind: match[2] as '' | '?' | '+' } : null;
}

export function compileCall(id: string, entry: CallEntry): CompiledCall {
  const names: string[] = [];
  const secretSections: string[][] = [];
  const segments = entry.path.split('/').slice(1);
  const source = segments
    .map((segment, index) => {
      const parameter = parameterOf(segment);
      if (!parameter) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      names.push(parameter.name);
      const { secret, shape } = parameterFacts(parameter.name);
      if (secret) secretSections.push(segments.slice(0, index).filter((fixed) => !parameterOf(fixed)));
      if (parameter.kind === '+') return `/(${SEGMENTS})`;
      const group = `/(${shape ?? SEGMENT})`;
      return parameter.kind === '?' ? `(?:${group})?` : group;
    })
    .join('');
  return {
    id,
    entry,
    methods: entry.method.split('|'),
    pattern: new RegExp(`^${source}$`),
    names,
    secretSections,
  };
}

export function compileCalls(table: Readonly<Record<string, CallEntry>>): CompiledCall[] {
  return Object.entries(table).map(([id, entry]) => compileCall(id, entry));
}

// Pure: a bundle that only builds paths (the browser's pages) leaves the compiled table out.
export const CALL_BOOK = /* @__PURE__ */ compileCalls(CALLS);

/** The call a method and same-origin path (without the query) make, and its parameters. */
export function findCall(
  method: string,
  pathname: string,
  book: readonly CompiledCall[] = CALL_BOOK,
): FoundCall | undefined {
  const upper = method.toUpperCase();
  for (const call of book) {
    if (!call.methods.includes(upper)) continue;
    const match = call.pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    call.names.forEach((name, index) => {
      const value = match[index + 1];
      if (value !== undefined) params[name] = value;
    });
    return { id: call.id, entry: call.entry, params };
  }
  return undefined;
}

/**
 * The fixed segments after which the next one is secret (`reservations`, `authcodes`, …), for paths
 * that name no call the table knows: a log line redacts those too.
 */
export function secretPlaces(book: readonly CompiledCall[] = CALL_BOOK): Set<string> {
  return new Set(book.flatMap((call) => call.secretSections.map((section) => section.at(-1) ?? '')));
}

export type { CallId };
