import { CALLS, type CallId } from './calls.ts';

type Segments<Path extends string> = Path extends `${infer Head}/${infer Rest}`
  ? Head | Segments<Rest>
  : Path;
type Named<Segment, Kind extends string> = Segment extends `:${infer Name}${Kind}` ? Name : never;
type Optional<Path extends string> = Named<Segments<Path>, '?'>;
type Required<Path extends string> = Exclude<
  Named<Segments<Path>, ''> | Named<Segments<Path>, '+'>,
  `${string}?` | `${string}+` | Optional<Path>
>;
type ParamsOfPath<Path extends string> = { [Name in Required<Path>]: string } & {
  [Name in Optional<Path>]?: string;
};

/** The parameters a call's path names, each a string: `{ token }` for `…/invites/:token`. */
export type CallPathParams<Id extends CallId> = ParamsOfPath<(typeof CALLS)[Id]['path']>;

/**
 * The same-origin path of a call, its parameters filled in (each encoded as one segment) and the
 * query appended: `callPath('invite', { token }, { lang })`.
 */
export function callPath<Id extends CallId>(
  id: Id,
  params: CallPathParams<Id>,
  query?: Record<string, string> | URLSearchParams,
): string {
  const values = params as Record<string, string | undefined>;
  const path = CALLS[id].path
    .split('/')
    .flatMap((segment) => {
      const [, name, kind] = /^:(\w+)([?+]?)$/.exec(segment) ?? [];
      if (!name) return [segment];
      const value = values[name];
      if (value === undefined) {
        if (kind === '?') return [];
        throw new Error(`callPath: ${id} needs ${name}`);
      }
      // A `+` parameter is a path already written as in a URL (a page's), taken as it is.
      return [kind === '+' ? value : encodeURIComponent(value)];
    })
    .join('/');
  const search = query === undefined ? '' : new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
