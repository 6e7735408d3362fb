/** Other features use nothing of the accessibility statement: the router loads it (shared/routes/routeTable.ts). */
export {};
