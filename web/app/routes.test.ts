import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routes } from './routes.tsx';
import { ROUTE_CODE } from '../../shared/routes/routeTable.ts';

const routeObjects = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...routeObjects(route.children ?? [])]);

describe('the router built from the route table', () => {
  // The table names a module and, where a module draws several pages, the export: both must exist.
  it.each(Object.entries(ROUTE_CODE).map(([id, code]) => ({ id, ...code })))(
    'draws $id from $module',
    async ({ id }) => {
      const route = routeObjects(routes).find((candidate) => candidate.id === id);
      const lazy = route?.lazy as () => Promise<RouteObject>;
      expect(typeof (await lazy()).Component).toBe('function');
    },
  );
});
