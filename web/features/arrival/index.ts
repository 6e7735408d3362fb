/** Other features use nothing of the arrival page: the router loads it (shared/routes/routeTable.ts). */
export {};
