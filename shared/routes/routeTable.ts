import type { AuthTarget } from '../auth/auth.ts';

/**
 * SPEC §2: every page of the portal, with the facts other code asks about it, and each route's code
 * (`ROUTE_CODE`). `web/app/routes.tsx` builds the router from this tree (each route's `handle`
 * carries its facts), the client build lists the chunks of each route's module under the route's id
 * for the server to preload, and code that holds a path but no router (the worker, a link's target)
 * asks `routeFactsAt`.
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
  /**
   * A page whose document may use the camera (`Permissions-Policy: camera=(self)`): the passport
   * scan's live camera. Every other page's document refuses it; the browser moving to such a page
   * from one without loads it anew, since a document keeps the policy it was loaded with.
   */
  camera?: true;
}

/**
 * The text catalogues (`web/i18n/catalog.ts` holds them): the common one every page loads, and those
 * a page's routes name.
 */
export type Catalogue =
  | 'common'
  | 'reservation'
  | 'precheckin'
  | 'auth'
  | 'account'
  | 'wishlists'
  | 'arrival'
  | 'offline'
  | 'scan'
  | 'accessibility';

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
  /** The text catalogues the route's pages need besides the common one. */
  catalogues?: readonly Exclude<Catalogue, 'common'>[];
  handle?: RouteFacts;
  children?: readonly RouteNode[];
}

/** Where a route's code is. */
export interface RouteCode {
  module: RouteModule;
  /** The module's export that draws the page, where one module holds several pages' components. */
  component?: string;
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
        handle: { layout: 'default' },
        children: [
          {
            id: 'home',
            index: true,
            catalogues: ['wishlists'],
            handle: { formatsOnLoad: false },
          },
          {
            id: 'precheckins-list',
            path: 'precheckins',
            catalogues: ['account', 'precheckin'],
            handle: { tracking: 'precheckin' },
          },
          {
            id: 'reservations-list',
            path: 'reservations',
            catalogues: ['account', 'precheckin'],
            handle: { tracking: 'reservations' },
          },
          {
            id: 'catalogue',
            path: 'catalogue',
            catalogues: ['account', 'precheckin'],
          },
          // SPEC §2 exempts the shared wishlist from the session check's guard: outside the account
          // layout, it never asks for a sign-in. It still knows the session: the
          // header, the hearts and a heart's saving follow a signed-in user's account.
          {
            // A fellow traveller's own entry of a pre-check-in, opened by their invite link.
            id: 'precheckin-invite',
            path: 'precheckins/invite/:token',
            catalogues: ['precheckin', 'scan'],
            handle: { tracking: 'precheckin', camera: true },
          },
          {
            id: 'myaccount-wishlists-token',
            path: 'myaccount/wishlists/:token',
            catalogues: ['wishlists'],
            handle: { area: 'account' },
          },
          // The accessibility statement (European Accessibility Act, Annex V), linked from every footer.
          { id: 'accessibility', path: 'accessibility', catalogues: ['accessibility'] },
        ],
      },
      {
        id: 'layout-frame',
        path: FRAME_PAGES_PATH,
        handle: { layout: 'frame', tracking: 'precheckin', formatsOnLoad: false },
        children: [
          {
            id: 'frame-failure',
            path: 'failure',
          },
          {
            id: 'frame-successpending',
            path: 'successpending',
          },
        ],
      },
      {
        id: 'layout-login',
        catalogues: ['auth'],
        handle: { layout: 'login', area: 'login', formatsOnLoad: false },
        children: [
          {
            id: 'callback',
            path: 'callback',
          },
          { id: 'login', path: 'login' },
          {
            id: 'register',
            path: 'register',
          },
          {
            id: 'forgotpassword',
            path: 'forgotpassword',
          },
          {
            id: 'resetpassword',
            path: 'resetpassword',
            handle: { skipsSessionCheck: true },
          },
          {
            id: 'verify',
            path: 'verify',
            handle: { skipsSessionCheck: true },
          },
        ],
      },
      {
        id: 'layout-account',
        path: 'myaccount',
        catalogues: ['auth'],
        handle: { layout: 'account', area: 'account' },
        children: [
          {
            id: 'myaccount',
            index: true,
            catalogues: ['account', 'precheckin'],
          },
          {
            id: 'myaccount-bookings',
            path: 'bookings',
            catalogues: ['account', 'wishlists'],
            handle: { authTarget: 'bookings' },
          },
          {
            id: 'myaccount-profile',
            path: 'profile',
            catalogues: ['account', 'precheckin'],
            handle: { authTarget: 'profile' },
          },
          {
            id: 'myaccount-wishlists',
            path: 'wishlists',
            catalogues: ['wishlists'],
            handle: { authTarget: 'wishlists' },
          },
        ],
      },
      {
        id: 'layout-precheckin',
        path: 'precheckins/:token',
        catalogues: ['precheckin'],
        handle: { layout: 'precheckin', tracking: 'precheckin' },
        children: [
          { id: 'precheckin-customer', path: 'customer' },
          { id: 'precheckin-arrival', path: 'arrival' },
          { id: 'precheckin-pax', path: 'pax' },
          {
            id: 'precheckin-travellers',
            path: 'travellers',
            catalogues: ['scan'],
            handle: { camera: true },
          },
          { id: 'precheckin-services', path: 'services' },
          { id: 'precheckin-checkin', path: 'checkin' },
          { id: 'precheckin-expired', path: 'expired' },
          {
            id: 'precheckin-retention',
            path: 'retention',
          },
        ],
      },
      {
        id: 'layout-reservations',
        path: 'reservations/:token',
        catalogues: ['reservation', 'offline'],
        handle: { layout: 'reservations', tracking: 'reservations' },
        children: [
          {
            id: 'reservation',
            index: true,
            catalogues: ['wishlists'],
            handle: { keptOffline: true },
          },
          {
            id: 'reservation-cancellation',
            path: 'cancellation',
          },
          { id: 'reservation-pax', path: 'pax' },
          { id: 'reservation-payment', path: 'payment' },
          {
            id: 'reservation-precheckin',
            path: 'precheckin',
          },
          { id: 'reservation-refund', path: 'refund' },
          { id: 'reservation-review', path: 'review' },
          {
            id: 'reservation-arrival',
            path: 'arrival',
            catalogues: ['arrival'],
            handle: { keptOffline: true },
          },
          {
            id: 'reservation-services',
            path: 'services',
          },
        ],
      },
    ],
  },
] as const satisfies readonly RouteNode[];

type NodesOf<T> = T | (T extends { readonly children: readonly (infer Child)[] } ? NodesOf<Child> : never);
type TableNode = NodesOf<(typeof ROUTE_TABLE)[number]>;

export type RouteId = TableNode['id'];
/** The routes whose code is loaded when first matched: all but the root, which the entry draws. */
export type LazyRouteId = Exclude<RouteId, 'root'>;

/**
 * Each route's code, apart from the tree so that the browser's copy of the tree carries no file
 * names: the client build turns this record into the router's loaders (scripts/build/routeCode.ts).
 */
export const ROUTE_CODE = {
  'layout-default': { module: 'app/routes/DefaultLayout.tsx' },
  home: { module: 'features/home/routes/home.tsx' },
  'precheckins-list': { module: 'features/account/routes/lists.tsx', component: 'Precheckins' },
  'reservations-list': { module: 'features/account/routes/lists.tsx', component: 'Reservations' },
  catalogue: { module: 'features/account/routes/catalogue.tsx' },
  'precheckin-invite': { module: 'features/precheckin/routes/invite.tsx' },
  'myaccount-wishlists-token': { module: 'features/wishlists/routes/shared.tsx' },
  accessibility: { module: 'features/accessibility/routes/accessibility.tsx' },
  'layout-frame': { module: 'features/precheckin/routes/FrameLayout.tsx' },
  'frame-failure': { module: 'features/precheckin/routes/frame.tsx', component: 'Failure' },
  'frame-successpending': { module: 'features/precheckin/routes/frame.tsx', component: 'SuccessPending' },
  'layout-login': { module: 'features/auth/routes/LoginLayout.tsx' },
  callback: { module: 'features/auth/routes/auth.tsx', component: 'Callback' },
  login: { module: 'features/auth/routes/auth.tsx', component: 'Login' },
  register: { module: 'features/auth/routes/auth.tsx', component: 'Register' },
  forgotpassword: { module: 'features/auth/routes/auth.tsx', component: 'ForgotPassword' },
  resetpassword: { module: 'features/auth/routes/auth.tsx', component: 'ResetPassword' },
  verify: { module: 'features/auth/routes/auth.tsx', component: 'Verify' },
  'layout-account': { module: 'features/account/routes/AccountLayout.tsx' },
  myaccount: { module: 'features/account/routes/overview.tsx' },
  'myaccount-bookings': { module: 'features/account/routes/bookings.tsx' },
  'myaccount-profile': { module: 'features/account/routes/profile.tsx' },
  'myaccount-wishlists': { module: 'features/wishlists/routes/own.tsx' },
  'layout-precheckin': { module: 'features/precheckin/routes/PrecheckinLayout.tsx' },
  'precheckin-customer': { module: 'features/precheckin/routes/customer.tsx' },
  'precheckin-arrival': { module: 'features/precheckin/routes/arrival.tsx' },
  'precheckin-pax': { module: 'features/precheckin/routes/pax.tsx' },
  'precheckin-travellers': { module: 'features/precheckin/routes/travellers.tsx' },
  'precheckin-services': { module: 'features/precheckin/routes/services.tsx' },
  'precheckin-checkin': { module: 'features/precheckin/routes/checkin.tsx' },
  'precheckin-expired': { module: 'features/precheckin/routes/expired.tsx' },
  'precheckin-retention': { module: 'features/precheckin/routes/retention.tsx' },
  'layout-reservations': { module: 'features/reservation/routes/ReservationsLayout.tsx' },
  reservation: { module: 'features/reservation/routes/overview.tsx' },
  'reservation-cancellation': { module: 'features/reservation/routes/cancellation.tsx' },
  'reservation-pax': { module: 'features/reservation/routes/pax.tsx' },
  'reservation-payment': { module: 'features/reservation/routes/payment.tsx' },
  'reservation-precheckin': { module: 'features/reservation/routes/precheckin.tsx' },
  'reservation-refund': { module: 'features/reservation/routes/refund.tsx' },
  'reservation-review': { module: 'features/reservation/routes/review.tsx' },
  'reservation-arrival': { module: 'features/arrival/routes/arrival.tsx' },
  'reservation-services': { module: 'features/reservation/routes/services.tsx' },
} as const satisfies Record<LazyRouteId, RouteCode>;

/** Every route of the table, parents before their children. */
export function allRoutes(nodes: readonly RouteNode[] = ROUTE_TABLE): RouteNode[] {
  return nodes.flatMap((node) => [node, ...allRoutes(node.children ?? [])]);
}
