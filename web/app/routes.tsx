import type { RouteObject } from 'react-router';
import { RootLayout } from './layouts/RootLayout.tsx';
import { ErrorPage } from './layouts/ErrorPage.tsx';
import { checkEveryNavigation, redirectCheckLoader } from './redirectCheck.ts';
import { ensureMessages } from '../i18n/routeMessages.ts';
import {
  ROUTE_TABLE,
  routeModuleParts,
  type RouteFacts,
  type RouteModule,
  type RouteNode,
  type Catalogue,
} from '../../shared/routes/routeTable.ts';

/** A route's facts from the route table, and the text catalogues it needs besides the common one. */
export interface RouteHandle extends RouteFacts {
  catalogues: readonly Catalogue[];
}

type Loaded = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

/**
 * A route module by the pattern every one of them follows, so the table's `module` is the only
 * place its file is named: the bundler makes a chunk of each file in a `routes/` folder, and the
 * build lists that chunk under the route's id for the server to preload.
 */
function importRouteModule(module: RouteModule): Promise<Record<string, unknown>> {
  const { folder, name } = routeModuleParts(module);
  return import(/* @vite-ignore */ `../${folder}/routes/${name}.tsx`);
}

/** What a route module gives the router: all of it, or the one page component the table names. */
async function loadRoute(node: RouteNode & { module: RouteModule }): Promise<Loaded> {
  const exports = await importRouteModule(node.module);
  return node.component ? { Component: exports[node.component] as RouteObject['Component'] } : exports;
}

/** The app's root: the page chrome, the error page and the redirect check of every navigation. */
const ROOT: Omit<RouteObject, 'id' | 'path' | 'index' | 'children'> = {
  Component: RootLayout,
  ErrorBoundary: ErrorPage,
  loader: redirectCheckLoader,
  shouldRevalidate: checkEveryNavigation,
};

/** Layouts and pages are lazy, so a page ships only its own code and texts. */
function toRouteObject(node: RouteNode): RouteObject {
  const catalogues = node.catalogues ?? [];
  const { module } = node;
  const common = {
    id: node.id,
    handle: { ...node.handle, catalogues } satisfies RouteHandle,
    ...(module && {
      lazy: () =>
        Promise.all([loadRoute({ ...node, module }), ensureMessages(catalogues)]).then(([loaded]) => loaded),
    }),
    ...(node.id === 'root' && ROOT),
  };
  if (node.index) return { ...common, index: true };
  return { ...common, path: node.path, children: node.children?.map(toRouteObject) };
}

/** SPEC §2: every route with its layout, as `shared/routes/routeTable.ts` writes them. */
export const routes: RouteObject[] = ROUTE_TABLE.map(toRouteObject);
