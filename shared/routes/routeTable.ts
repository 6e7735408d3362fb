import type { AuthTarget } from '../auth/auth.ts';

/**
 * SPEC §2: every page of the portal, with the facts other code asks about it. `web/app/routes.tsx`
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
   * loading the language's Intl data before hydrating (web/app/startClient.tsx), main thread time
   * that counts on a phone (measured in DECISION.md). Where it is wrong nothing breaks: the first
   * formatter pays that cost inside a piece of hydration instead.
   */
  formatsOnLoad?: false;
  /**
   * A reservation's page that its guest's device keeps once they opened it, to open offline. Only on
   * a page of a route with a `:token`, whose token names the reservation.
   */
  keptOffline?: true;
}

/**
 * The text catalogues (`web/i18n/catalog.ts` holds them): the common one every page loads, and those
 * a page's routes name.
 */
export type Catalogue =
  'common' | 'reservation' | 'precheckin' | 'auth' | 'account' | 'wishlists' | 'arrival' | 'offline' | 'scan';

/**
 * A route's code: a file in a `routes/` folder under `web/` (a feature's, or the app's), loaded
 * when the route is first matched. The router imports `web/<folder>/routes/<name>.tsx` by pattern,
 * so the build makes a chunk of every file there and of nothing else.
 */
export type RouteModule = `${'app' | `features/${string}`}/routes/${string}.tsx`;

export interface RouteNode {
  id: string;
  path?: string;
  index?: true;
  module?: RouteModule;
  /** The module's export that draws the page, where one module holds several pages' components. */
  component?: string;
  /** The text catalogues the route's pages need besides the common one. */
  catalogues?: readonly Exclude<Catalogue, 'common'>[];
  handle?: RouteFacts;
  children?: readonly RouteNode[];
}

/** The folder and file name of a route's module, as the router's import pattern takes them. */
export function routeModuleParts(module: RouteModule): { folder: string; name: string } {
  const [, folder = '', name = ''] = /^(.+)\/routes\/([^/]+)\.tsx$/.exec(module) ?? [];
  return { folder, name };
}

/** SPEC §2: the payment result pages shown in the provider's frame. */
export const FRAME_PAGES_PATH = 'precheckins/iframepages';

/** SPEC §2: tracking reports a reservation's pages as `/reservations/management/{page}`. */
export const RESERVATION_TRACKING_SECTION = 'management';

export const ROUTE_TABLE = [
  {
    id: 'root',
    path: '/',
    children: [
      {
        id: 'layout-default',
        module: 'app/routes/DefaultLayout.tsx',
        handle: { layout: 'default' },
        children: [
          {
            id: 'home',
            index: true,
            module: 'features/home/routes/home.tsx',
            catalogues: ['wishlists'],
            handle: { formatsOnLoad: false },
          },
          {
            id: 'precheckins-list',
            path: 'precheckins',
            module: 'features/account/routes/lists.tsx',
            component: 'Precheckins',
            catalogues: ['account', 'precheckin'],
            handle: { tracking: 'precheckin' },
          },
          {
            id: 'reservations-list',
            path: 'reservations',
            module: 'features/account/routes/lists.tsx',
            component: 'Reservations',
            catalogues: ['account', 'precheckin'],
            handle: { tracking: 'reservations' },
          },
          {
            id: 'catalogue',
            path: 'catalogue',
            module: 'features/account/routes/catalogue.tsx',
            catalogues: ['account', 'precheckin'],
          },
          // SPEC §2 exempts the shared wishlist from the session check's guard: outside the account
          // layout, it never asks for a sign-in. It still knows the session: the
          // header, the hearts and a heart's saving follow a signed-in user's account.
          {
            // A fellow traveller's own entry of a pre-check-in, opened by their invite link.
            id: 'precheckin-invite',
            path: 'precheckins/invite/:token',
            module: 'features/precheckin/routes/invite.tsx',
            catalogues: ['precheckin', 'scan'],
            handle: { tracking: 'precheckin' },
          },
          {
            id: 'myaccount-wishlists-token',
            path: 'myaccount/wishlists/:token',
            module: 'features/wishlists/routes/shared.tsx',
            catalogues: ['wishlists'],
            handle: { area: 'account' },
          },
        ],
      },
      {
        id: 'layout-frame',
        path: FRAME_PAGES_PATH,
        module: 'features/precheckin/routes/FrameLayout.tsx',
        handle: { layout: 'frame', tracking: 'precheckin', formatsOnLoad: false },
        children: [
          {
            id: 'frame-failure',
            path: 'failure',
            module: 'features/precheckin/routes/frame.tsx',
            component: 'Failure',
          },
          {
            id: 'frame-successpending',
            path: 'successpending',
            module: 'features/precheckin/routes/frame.tsx',
            component: 'SuccessPending',
          },
        ],
      },
      {
        id: 'layout-login',
        module: 'features/auth/routes/LoginLayout.tsx',
        catalogues: ['auth'],
        handle: { layout: 'login', area: 'login', formatsOnLoad: false },
        children: [
          {
            id: 'callback',
            path: 'callback',
            module: 'features/auth/routes/auth.tsx',
            component: 'Callback',
          },
          { id: 'login', path: 'login', module: 'features/auth/routes/auth.tsx', component: 'Login' },
          {
            id: 'register',
            path: 'register',
            module: 'features/auth/routes/auth.tsx',
            component: 'Register',
          },
          {
            id: 'forgotpassword',
            path: 'forgotpassword',
            module: 'features/auth/routes/auth.tsx',
            component: 'ForgotPassword',
          },
          {
            id: 'resetpassword',
            path: 'resetpassword',
            module: 'features/auth/routes/auth.tsx',
            component: 'ResetPassword',
            handle: { skipsSessionCheck: true },
          },
          {
            id: 'verify',
            path: 'verify',
            module: 'features/auth/routes/auth.tsx',
            component: 'Verify',
            handle: { skipsSessionCheck: true },
          },
        ],
      },
      {
        id: 'layout-account',
        path: 'myaccount',
        module: 'features/account/routes/AccountLayout.tsx',
        catalogues: ['auth'],
        handle: { layout: 'account', area: 'account' },
        children: [
          {
            id: 'myaccount',
            index: true,
            module: 'features/account/routes/overview.tsx',
            catalogues: ['account', 'precheckin'],
          },
          {
            id: 'myaccount-bookings',
            path: 'bookings',
            module: 'features/account/routes/bookings.tsx',
            catalogues: ['account', 'wishlists'],
            handle: { authTarget: 'bookings' },
          },
          {
            id: 'myaccount-profile',
            path: 'profile',
            module: 'features/account/routes/profile.tsx',
            catalogues: ['account', 'precheckin'],
            handle: { authTarget: 'profile' },
          },
          {
            id: 'myaccount-wishlists',
            path: 'wishlists',
            module: 'features/wishlists/routes/own.tsx',
            catalogues: ['wishlists'],
            handle: { authTarget: 'wishlists' },
          },
        ],
      },
      {
        id: 'layout-precheckin',
        path: 'precheckins/:token',
        module: 'features/precheckin/routes/PrecheckinLayout.tsx',
        catalogues: ['precheckin'],
        handle: { layout: 'precheckin', tracking: 'precheckin' },
        children: [
          { id: 'precheckin-customer', path: 'customer', module: 'features/precheckin/routes/customer.tsx' },
          { id: 'precheckin-arrival', path: 'arrival', module: 'features/precheckin/routes/arrival.tsx' },
          { id: 'precheckin-pax', path: 'pax', module: 'features/precheckin/routes/pax.tsx' },
          {
            id: 'precheckin-travellers',
            path: 'travellers',
            module: 'features/precheckin/routes/travellers.tsx',
            catalogues: ['scan'],
          },
          { id: 'precheckin-services', path: 'services', module: 'features/precheckin/routes/services.tsx' },
          { id: 'precheckin-checkin', path: 'checkin', module: 'features/precheckin/routes/checkin.tsx' },
          { id: 'precheckin-expired', path: 'expired', module: 'features/precheckin/routes/expired.tsx' },
          {
            id: 'precheckin-retention',
            path: 'retention',
            module: 'features/precheckin/routes/retention.tsx',
          },
        ],
      },
      {
        id: 'layout-reservations',
        path: 'reservations/:token',
        module: 'features/reservation/routes/ReservationsLayout.tsx',
        catalogues: ['reservation', 'offline'],
        handle: { layout: 'reservations', tracking: 'reservations' },
        children: [
          {
            id: 'reservation',
            index: true,
            module: 'features/reservation/routes/overview.tsx',
            catalogues: ['wishlists'],
            handle: { keptOffline: true },
          },
          {
            id: 'reservation-cancellation',
            path: 'cancellation',
            module: 'features/reservation/routes/cancellation.tsx',
          },
          { id: 'reservation-pax', path: 'pax', module: 'features/reservation/routes/pax.tsx' },
          { id: 'reservation-payment', path: 'payment', module: 'features/reservation/routes/payment.tsx' },
          {
            id: 'reservation-precheckin',
            path: 'precheckin',
            module: 'features/reservation/routes/precheckin.tsx',
          },
          { id: 'reservation-refund', path: 'refund', module: 'features/reservation/routes/refund.tsx' },
          { id: 'reservation-review', path: 'review', module: 'features/reservation/routes/review.tsx' },
          {
            id: 'reservation-arrival',
            path: 'arrival',
            module: 'features/arrival/routes/arrival.tsx',
            catalogues: ['arrival'],
            handle: { keptOffline: true },
          },
          {
            id: 'reservation-services',
            path: 'services',
            module: 'features/reservation/routes/services.tsx',
          },
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
