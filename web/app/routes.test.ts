import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routes } from './routes.tsx';
import { allRoutes, ROUTE_TABLE } from '../../shared/site/routeTable.ts';

const routeObjects = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...routeObjects(route.children ?? [])]);

describe('the router and the route table', () => {
  it('has the table’s routes, each with its facts on its handle', () => {
    const byId = new Map(routeObjects(routes).map((route) => [route.id, route]));
    for (const node of allRoutes(ROUTE_TABLE)) {
      expect(byId.get(node.id)?.handle).toMatchObject(node.handle ?? {});
    }
    expect(byId.size).toBe(allRoutes(ROUTE_TABLE).length);
  });

  // The build preloads a route by the file the table names: the router must load that same file.
  it.each(allRoutes(ROUTE_TABLE).filter((node) => node.module))(
    'loads $id from its module $module',
    async ({ id, module }) => {
      const route = routeObjects(routes).find((candidate) => candidate.id === id);
      const lazy = route?.lazy as () => Promise<Record<string, unknown>>;
      const loaded = await lazy();
      const exports: Record<string, unknown> = await import(/* @vite-ignore */ `../${module}`);
      expect(loaded === exports || Object.values(exports).includes(loaded.Component)).toBe(true);
    },
  );
});
