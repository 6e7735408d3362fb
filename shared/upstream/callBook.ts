import type { CallEntry, CallParams } from './callFacts.ts';
import * as CALLS from './calls/index.ts';
import { compileCall, parameterOf, type CompiledCall } from './compileCall.ts';

/**
 * The call table compiled once, as the route table is. Every concern of the edge asks it
 * (`findCall`) rather than writing a path again. The browser's pages never load it: they import the
 * entries they call (callPath.ts).
 */

export type { CompiledCall };

export interface FoundCall {
  entry: CallEntry;
  params: CallParams;
}

const fixedSegments = (call: CompiledCall) =>
  call.entry.path.split('/').filter((segment) => !parameterOf(segment)).length;

/** The table's calls, those with more fixed segments first: `reservations/voucher/:token` before `reservations/:token/arrival`. */
export function compileCalls(table: Readonly<Record<string, CallEntry>>): CompiledCall[] {
  return Object.values(table)
    .map((entry) => compileCall(entry))
    .sort((a, b) => fixedSegments(b) - fixedSegments(a));
}

export const CALL_BOOK = /* @__PURE__ */ compileCalls(CALLS);

/**
 * The last question and its answer: the proxy, the limits, the edge cache, the timeout and the
 * answer's headers each ask about the same call, one after the other.
 */
let last: { book: readonly CompiledCall[]; method: string; pathname: string; found?: FoundCall } | undefined;

/** The call a method and same-origin path (without the query) make, and its parameters. */
export function findCall(
  method: string,
  pathname: string,
  book: readonly CompiledCall[] = CALL_BOOK,
): FoundCall | undefined {
  const upper = method.toUpperCase();
  if (last?.book === book && last.method === upper && last.pathname === pathname) return last.found;
  last = { book, method: upper, pathname, found: matchCall(upper, pathname, book) };
  return last.found;
}

function matchCall(upper: string, pathname: string, book: readonly CompiledCall[]): FoundCall | undefined {
  const segments = pathname.split('/').length - 1;
  for (const call of book) {
    if (segments < call.segments.min || segments > call.segments.max) continue;
    if (!call.methods.includes(upper)) continue;
    const match = call.pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    call.names.forEach((name, index) => {
      const value = match[index + 1];
      if (value !== undefined) params[name] = value;
    });
    return { entry: call.entry, params };
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
