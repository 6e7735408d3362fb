/** Other features use nothing of the pre-check-in: the router loads its pages (shared/routes/routeTable.ts). */
export {};
