import { PARAMETERS, type CallEntry, type ParameterFacts } from './callFacts.ts';

/** One entry of the call table compiled: its path as a pattern, and what its parameters hold. */
export interface CompiledCall {
  entry: CallEntry;
  methods: readonly string[];
  pattern: RegExp;
  /** The parameters in the order of the pattern's groups. */
  names: readonly string[];
  /** The fixed segments before each secret parameter, for text that names a path (logs, reports). */
  secretSections: readonly string[][];
  /**
   * How many segments a path of the call has, at least and at most: a path of another length is no
   * match, without running the pattern (the edge asks for every call it forwards).
   */
  segments: { min: number; max: number };
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

export function compileCall(entry: CallEntry): CompiledCall {
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
    entry,
    methods: entry.method.split('|'),
    pattern: new RegExp(`^${source}$`),
    names,
    secretSections,
    segments: segmentCounts(segments),
  };
}

function segmentCounts(segments: readonly string[]): { min: number; max: number } {
  const kinds = segments.map((segment) => parameterOf(segment)?.kind);
  return {
    min: kinds.filter((kind) => kind !== '?').length,
    max: kinds.includes('+') ? Infinity : segments.length,
  };
}
