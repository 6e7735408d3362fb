/**
 * What other features use of the arrival page: the `tel:` link of a phone number (the accessibility
 * statement's). The router loads the page itself (shared/routes/routeTable.ts).
 */
export { telHref } from './phoneLink.ts';
