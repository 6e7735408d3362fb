import { ROUTE_TABLE, type Catalogue, type RouteNode } from './routeTable.ts';
import type { PageId } from './routePaths.ts';

/** A page a guest's device keeps of a reservation, with what it needs to open offline. */
export interface KeptOfflinePage {
  id: PageId;
  /** Its route and the layouts around it, outermost first: each one's code loads with the page. */
  routes: string[];
  /** The text catalogues the page loads: the common one and those of its route and layouts. */
  catalogues: Catalogue[];
}

function keptIn(nodes: readonly RouteNode[], around: RouteNode[]): KeptOfflinePage[] {
  return nodes.flatMap((node) => {
    const chain = [...around, node];
    const own = node.handle?.keptOffline
      ? [
          {
            id: node.id as PageId,
            routes: chain.map((each) => each.id).filter((id) => id !== 'root'),
            catalogues: ['common' as const, ...new Set(chain.flatMap((each) => each.catalogues ?? []))],
          },
        ]
      : [];
    return [...own, ...keptIn(node.children ?? [], chain)];
  });
}

/**
 * Every page the route table says a reservation's device keeps (the overview, the arrival card):
 * opening any page of a reservation keeps them all, so the card is there at the door although the
 * guest only ever opened the e-mail's link.
 */
export const KEPT_OFFLINE_PAGES: readonly KeptOfflinePage[] = keptIn(ROUTE_TABLE, []);
