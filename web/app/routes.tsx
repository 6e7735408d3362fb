import type { RouteObject } from 'react-router';
import { RootLayout } from './layouts/RootLayout.tsx';
import { ErrorPage } from './layouts/ErrorPage.tsx';
import { checkEveryNavigation, redirectCheckLoader } from './redirectCheck.ts';
import { ensureMessages } from '../i18n/routeMessages.ts';
import {
  ROUTE_TABLE,
  type RouteFacts,
  type RouteNode,
  type Catalogue,
  type LazyRouteId,
} from '../../shared/routes/routeTable.ts';
import { loadRouteCode } from './routeCode.ts';

/** A route's facts from the route table, and the text catalogues it needs besides the common one. */
export interface RouteHandle extends RouteFacts {
  catalogues: readonly Catalogue[];
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
  const id = node.id as LazyRouteId | 'root';
  const common = {
    id,
    handle: { ...node.handle, catalogues } satisfies RouteHandle,
    ...(id === 'root'
      ? ROOT
      : {
          lazy: () => Promise.all([loadRouteCode(id), ensureMessages(catalogues)]).then(([loaded]) => loaded),
        }),
  };
  if (node.index) return { ...common, index: true };
  return { ...common, path: node.path, children: node.children?.map(toRouteObject) };
}

/** SPEC §2: every route with its layout, as `shared/routes/routeTable.ts` writes them. */
export const routes: RouteObject[] = ROUTE_TABLE.map(toRouteObject);
