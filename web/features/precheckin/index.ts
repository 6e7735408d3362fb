/** Other features use nothing of the pre-check-in: the router loads its pages (shared/site/routeTable.ts). */
export {};
