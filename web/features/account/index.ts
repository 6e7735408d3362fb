/**
 * Other features use nothing of the account area: the router loads its pages (shared/routes/routeTable.ts)
 * and the app loads the header's signed-in links (components/SignedInLinks.tsx) lazily by path.
 */
export {};
