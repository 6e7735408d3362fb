import type { AuthTarget } from './auth.ts';

/**
 * SPEC §2: every page of the portal, with the facts other code asks about it. `web/routes.tsx`
 * builds the router from this tree (each route's `handle` carries its facts), the client build
 * lists the chunks of each route's `module` under the route's id for the server to preload, and
 * code that holds a path but no router (the worker, a link's target) asks `routeFactsAt`.
 */

/** SPEC §2: the layout a page is drawn in. */
type LayoutKind = 'default' | 'frame' | 'login' | 'account' | 'precheckin' | 'reservations';

/** What a route says about its pages; a page has the facts of its route and of the routes around it. */
export interface RouteFacts {
  layout?: LayoutKind;
  /** SPEC §2: login and account pages change with an out-in transition; SPEC §7 tracks them as guestworld. */
  area?: 'login' | 'account';
  /** SPEC §7: the page type tracking reports, besides guestworld (from `area`) and start (the rest). */
  tracking?: 'reservations' | 'precheckin';
  /** SPEC §2: the target an account page sets when it needs a sign-in. */
  authTarget?: AuthTarget;
  /** SPEC §2: pages that never need the session check. */
  skipsSessionCheck?: true;
  /**
   * False where the page's first render formats no date, amount or count: the browser then skips
   * loading the language's Intl data before hydrating (web/app/startClient.tsx), some 17 ms of main
   * thread here and four times that on a phone. Where it is wrong nothing breaks: the first
   * formatter pays that cost inside a piece of hydration instead.
   */
  formatsOnLoad?: false;
}

export interface RouteNode {
  id: string;
  path?: string;
  index?: true;
  /** The file under `web/` holding the route's code, loaded when the route is first matched. */
  module?: string;
  handle?: RouteFacts;
  children?: readonly RouteNode[];
}

/** SPEC §2: the payment result pages shown in the provider's frame. */
export const FRAME_PAGES_PATH = 'precheckins/iframepages';

export const ROUTE_TABLE = [
  {
    id: 'root',
    path: '/',
    children: [
      {
        id: 'layout-default',
        module: 'layouts/DefaultLayout.tsx',
        handle: { layout: 'default' },
        children: [
          { id: 'home', index: true, module: 'routes/home.tsx', handle: { formatsOnLoad: false } },
          {
            id: 'precheckins-list',
            path: 'precheckins',
            module: 'routes/lists.tsx',
            handle: { tracking: 'precheckin' },
          },
          {
            id: 'reservations-list',
            path: 'reservations',
            module: 'routes/lists.tsx',
            handle: { tracking: 'reservations' },
          },
          { id: 'catalogue', path: 'catalogue', module: 'routes/account/catalogue.tsx' },
          {
            id: 'myaccount-wishlists-token',
            path: 'myaccount/wishlists/:token',
            module: 'routes/wishlists/shared.tsx',
            handle: { area: 'account', skipsSessionCheck: true },
          },
        ],
      },
      {
        id: 'layout-frame',
        path: FRAME_PAGES_PATH,
        module: 'layouts/FrameLayout.tsx',
        handle: { layout: 'frame', tracking: 'precheckin', formatsOnLoad: false },
        children: [
          { id: 'frame-failure', path: 'failure', module: 'routes/frame.tsx' },
          { id: 'frame-successpending', path: 'successpending', module: 'routes/frame.tsx' },
        ],
      },
      {
        id: 'layout-login',
        module: 'layouts/LoginLayout.tsx',
        handle: { layout: 'login', area: 'login', formatsOnLoad: false },
        children: [
          { id: 'callback', path: 'callback', module: 'routes/auth.tsx' },
          { id: 'login', path: 'login', module: 'routes/auth.tsx' },
          { id: 'register', path: 'register', module: 'routes/auth.tsx' },
          { id: 'forgotpassword', path: 'forgotpassword', module: 'routes/auth.tsx' },
          {
            id: 'resetpassword',
            path: 'resetpassword',
            module: 'routes/auth.tsx',
            handle: { skipsSessionCheck: true },
          },
          { id: 'verify', path: 'verify', module: 'routes/auth.tsx', handle: { skipsSessionCheck: true } },
        ],
      },
      {
        id: 'layout-account',
        path: 'myaccount',
        module: 'layouts/AccountLayout.tsx',
        handle: { layout: 'account', area: 'account' },
        children: [
          { id: 'myaccount', index: true, module: 'routes/account/overview.tsx' },
          {
            id: 'myaccount-bookings',
            path: 'bookings',
            module: 'routes/account/bookings.tsx',
            handle: { authTarget: 'bookings' },
          },
          {
            id: 'myaccount-profile',
            path: 'profile',
            module: 'routes/account/profile.tsx',
            handle: { authTarget: 'profile' },
          },
          {
            id: 'myaccount-wishlists',
            path: 'wishlists',
            module: 'routes/wishlists/own.tsx',
            handle: { authTarget: 'wishlists' },
          },
        ],
      },
      {
        id: 'layout-precheckin',
        path: 'precheckins/:token',
        module: 'layouts/PrecheckinLayout.tsx',
        handle: { layout: 'precheckin', tracking: 'precheckin' },
        children: [
          { id: 'precheckin-customer', path: 'customer', module: 'routes/precheckin/customer.tsx' },
          { id: 'precheckin-arrival', path: 'arrival', module: 'routes/precheckin/arrival.tsx' },
          { id: 'precheckin-pax', path: 'pax', module: 'routes/precheckin/pax.tsx' },
          { id: 'precheckin-travellers', path: 'travellers', module: 'routes/precheckin/travellers.tsx' },
          { id: 'precheckin-services', path: 'services', module: 'routes/precheckin/services.tsx' },
          { id: 'precheckin-checkin', path: 'checkin', module: 'routes/precheckin/checkin.tsx' },
          { id: 'precheckin-expired', path: 'expired', module: 'routes/precheckin/expired.tsx' },
        ],
      },
      {
        id: 'layout-reservations',
        path: 'reservations/:token',
        module: 'layouts/ReservationsLayout.tsx',
        handle: { layout: 'reservations', tracking: 'reservations' },
        children: [
          { id: 'reservation', index: true, module: 'routes/reservation/overview.tsx' },
          {
            id: 'reservation-cancellation',
            path: 'cancellation',
            module: 'routes/reservation/cancellation.tsx',
          },
          { id: 'reservation-pax', path: 'pax', module: 'routes/reservation/pax.tsx' },
          { id: 'reservation-payment', path: 'payment', module: 'routes/reservation/payment.tsx' },
          { id: 'reservation-precheckin', path: 'precheckin', module: 'routes/reservation/precheckin.tsx' },
          { id: 'reservation-refund', path: 'refund', module: 'routes/reservation/refund.tsx' },
          { id: 'reservation-review', path: 'review', module: 'routes/reservation/review.tsx' },
          { id: 'reservation-services', path: 'services', module: 'routes/reservation/services.tsx' },
        ],
      },
    ],
  },
] as const satisfies readonly RouteNode[];

type NodesOf<T> = T | (T extends { readonly children: readonly (infer Child)[] } ? NodesOf<Child> : never);
type TableNode = NodesOf<(typeof ROUTE_TABLE)[number]>;

export type RouteId = TableNode['id'];
/** The routes whose code is loaded when first matched (all but the root). */
export type LazyRouteId = Extract<TableNode, { module: string }>['id'];

/** Every route of the table, parents before their children. */
export function allRoutes(nodes: readonly RouteNode[] = ROUTE_TABLE): RouteNode[] {
  return nodes.flatMap((node) => [node, ...allRoutes(node.children ?? [])]);
}
