import type { RouteObject } from 'react-router';
import {
  ROUTE_CODE,
  routeModuleParts,
  type LazyRouteId,
  type RouteCode,
} from '../../shared/routes/routeTable.ts';

export type LoadedRoute = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

/**
 * A route's code by the pattern every route module follows, so `ROUTE_CODE` is the only place its
 * file is named: the bundler makes a chunk of each file in a `routes/` folder. The client build
 * serves the browser its own version of this file, a loader per route id written out from the same
 * record (scripts/build/routeCode.ts), so the browser's bundle carries no file names.
 */
export async function loadRouteCode(id: LazyRouteId): Promise<LoadedRoute> {
  const { module, component }: RouteCode = ROUTE_CODE[id];
  const { folder, name } = routeModuleParts(module);
  const exports = (await import(/* @vite-ignore */ `../${folder}/routes/${name}.tsx`)) as Record<
    string,
    unknown
  >;
  // All of the module, or the one page component the route names.
  return component ? { Component: exports[component] as RouteObject['Component'] } : exports;
}
