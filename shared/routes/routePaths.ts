import type { ROUTE_TABLE } from './routeTable.ts';
import { ROUTE_PATHS } from './routeFacts.ts';

export { ROUTE_PATHS };

/**
 * Every route's whole path, from the route table, and the one way code writes a link to a page:
 * `pathTo('reservation-arrival', { token })`. A path written again elsewhere would drift from the
 * table the router, the worker and the service worker read.
 */

type Table = typeof ROUTE_TABLE;
type Join<Prefix extends string, Path extends string> = Path extends ''
  ? Prefix
  : Prefix extends '/'
    ? `/${Path}`
    : `${Prefix}/${Path}`;
type OwnPath<Node, Prefix extends string> = Node extends { readonly path: infer Path extends string }
  ? Path extends `/${string}`
    ? Path
    : Join<Prefix, Path>
  : Prefix;
type PathEntries<Node, Prefix extends string> = Node extends { readonly id: infer Id extends string }
  ? | { id: Id; path: OwnPath<Node, Prefix> }
    | (Node extends { readonly children: readonly (infer Child)[] }
        ? PathEntries<Child, OwnPath<Node, Prefix>>
        : never)
  : never;
type Entries = PathEntries<Table[number], ''>;

/** The routes that are pages: a layout without a path of its own is never one. */
type PageNode<Node> = Node extends { readonly path: string } | { readonly index: true } ? Node : never;
type Pages<Node> =
  PageNode<Node> | (Node extends { readonly children: readonly (infer Child)[] } ? Pages<Child> : never);
export type PageId = Pages<Table[number]>['id'];

export type RoutePath<Id extends PageId> = Extract<Entries, { id: Id }>['path'];
type Names<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | Names<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
export type PageParams<Id extends PageId> = { [Name in Names<RoutePath<Id>>]: string };

/** The path of a page, its parameters filled in (each encoded as one segment). */
export function pathTo<Id extends PageId>(id: Id, ...[params]: PathArguments<Id>): string {
  const values = (params ?? {}) as Record<string, string>;
  return ROUTE_PATHS.get(id)!.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

type PathArguments<Id extends PageId> = [Names<RoutePath<Id>>] extends [never]
  ? []
  : [params: PageParams<Id>];

/** A reservation's files the worker answers beside its pages (not drawn by the router). */
export const RESERVATION_FILES = {
  calendar: '/reservations/:token/stay.ics',
  manifest: '/reservations/:token/manifest.webmanifest',
} as const;

/** The path of a reservation's file: `fileOf('calendar', token)`. */
export function fileOf(file: keyof typeof RESERVATION_FILES, token: string): string {
  return RESERVATION_FILES[file].replace(':token', encodeURIComponent(token));
}
