import type { CallEntry } from './callFacts.ts';

type Segments<Path extends string> = Path extends `${infer Head}/${infer Rest}`
  ? Head | Segments<Rest>
  : Path;
type Named<Segment, Kind extends string> = Segment extends `:${infer Name}${Kind}` ? Name : never;
type Optional<Path extends string> = Named<Segments<Path>, '?'>;
type Required<Path extends string> = Exclude<
  Named<Segments<Path>, ''> | Named<Segments<Path>, '+'>,
  `${string}?` | `${string}+` | Optional<Path>
>;

/** The parameters a call's path names, each a string: `{ token }` for `…/invites/:token`. */
export type CallPathParams<Path extends string> = { [Name in Required<Path>]: string } & {
  [Name in Optional<Path>]?: string;
};

/**
 * The same-origin path of a call of the table, its parameters filled in (each encoded as one
 * segment) and the query appended: `callPath(inviteCall, { token }, { lang })`.
 */
export function callPath<Entry extends CallEntry>(
  call: Entry,
  params: CallPathParams<Entry['path']>,
  query?: Record<string, string> | URLSearchParams,
): string {
  const values = params as Record<string, string | undefined>;
  const path = call.path
    .split('/')
    .flatMap((segment) => {
      const [, name, kind] = /^:(\w+)([?+]?)$/.exec(segment) ?? [];
      if (!name) return [segment];
      const value = values[name];
      if (value === undefined) {
        if (kind === '?') return [];
        throw new Error(`callPath: ${call.path} needs ${name}`);
      }
      // A `+` parameter is a path already written as in a URL (a page's), taken as it is.
      return [kind === '+' ? value : encodeURIComponent(value)];
    })
    .join('/');
  const search = query === undefined ? '' : new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** A call as the upstream client makes it: its table entry and its path. */
export interface CallTarget {
  entry: CallEntry;
  path: string;
}

/** A call of the table with its parameters: `callTo(reservationCall, { token }, { lang })`. */
export function callTo<Entry extends CallEntry>(
  call: Entry,
  params: CallPathParams<Entry['path']>,
  query?: Record<string, string> | URLSearchParams,
): CallTarget {
  return { entry: call, path: callPath(call, params, query) };
}

/** A call's path fit for a log line: its table entry's, each parameter named (`…/reservations/[token]`). */
export const loggedPath = ({ entry }: CallTarget) => entry.path.replace(/:(\w+)[?+]?/g, '[$1]');
