/** Other features use nothing of the home page: the router loads it (shared/routes/routeTable.ts). */
export {};
