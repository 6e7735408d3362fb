import type { RouteObject } from 'react-router';
import { RootLayout } from './layouts/RootLayout.tsx';
import { ErrorPage } from './chrome/ErrorPage.tsx';
import { checkEveryNavigation, redirectCheckLoader } from './redirectCheck.ts';
import { ensureMessages } from '../i18n/routeMessages.ts';
import type { Feature } from '../i18n/catalog.ts';
import {
  ROUTE_TABLE,
  type LazyRouteId,
  type RouteFacts,
  type RouteId,
  type RouteNode,
} from '../../shared/site/routeTable.ts';

/** A route's facts from the route table, and the text catalogues it needs besides the shared one. */
export interface RouteHandle extends RouteFacts {
  messages: Feature[];
}

type Loaded = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

const auth =
  (name: 'Login' | 'Register' | 'ForgotPassword' | 'ResetPassword' | 'Verify' | 'Callback') => () =>
    import('../features/auth/routes/auth.tsx').then((m) => ({ Component: m[name] }));

/**
 * Each route's code, imported from the file the route table names as its `module` (a test holds
 * them together); the build lists that file's chunks under the route's id for the server to preload.
 */
const CODE: Record<LazyRouteId, () => Promise<Loaded>> = {
  'layout-default': () => import('./layouts/DefaultLayout.tsx'),
  home: () => import('../features/home/routes/home.tsx'),
  'precheckins-list': () =>
    import('../features/account/routes/lists.tsx').then((m) => ({ Component: m.Precheckins })),
  'reservations-list': () =>
    import('../features/account/routes/lists.tsx').then((m) => ({ Component: m.Reservations })),
  catalogue: () => import('../features/account/routes/catalogue.tsx'),
  'myaccount-wishlists-token': () => import('../features/wishlists/routes/shared.tsx'),
  'layout-frame': () => import('../features/precheckin/routes/FrameLayout.tsx'),
  'frame-failure': () =>
    import('../features/precheckin/routes/frame.tsx').then((m) => ({ Component: m.Failure })),
  'frame-successpending': () =>
    import('../features/precheckin/routes/frame.tsx').then((m) => ({ Component: m.SuccessPending })),
  'layout-login': () => import('../features/auth/routes/LoginLayout.tsx'),
  callback: auth('Callback'),
  login: auth('Login'),
  register: auth('Register'),
  forgotpassword: auth('ForgotPassword'),
  resetpassword: auth('ResetPassword'),
  verify: auth('Verify'),
  'layout-account': () => import('../features/account/routes/AccountLayout.tsx'),
  myaccount: () => import('../features/account/routes/overview.tsx'),
  'myaccount-bookings': () => import('../features/account/routes/bookings.tsx'),
  'myaccount-profile': () => import('../features/account/routes/profile.tsx'),
  'myaccount-wishlists': () => import('../features/wishlists/routes/own.tsx'),
  'layout-precheckin': () => import('../features/precheckin/routes/PrecheckinLayout.tsx'),
  'precheckin-customer': () => import('../features/precheckin/routes/customer.tsx'),
  'precheckin-arrival': () => import('../features/precheckin/routes/arrival.tsx'),
  'precheckin-pax': () => import('../features/precheckin/routes/pax.tsx'),
  'precheckin-travellers': () => import('../features/precheckin/routes/travellers.tsx'),
  'precheckin-services': () => import('../features/precheckin/routes/services.tsx'),
  'precheckin-checkin': () => import('../features/precheckin/routes/checkin.tsx'),
  'precheckin-expired': () => import('../features/precheckin/routes/expired.tsx'),
  'layout-reservations': () => import('../features/reservation/routes/ReservationsLayout.tsx'),
  reservation: () => import('../features/reservation/routes/overview.tsx'),
  'reservation-cancellation': () => import('../features/reservation/routes/cancellation.tsx'),
  'reservation-pax': () => import('../features/reservation/routes/pax.tsx'),
  'reservation-payment': () => import('../features/reservation/routes/payment.tsx'),
  'reservation-precheckin': () => import('../features/reservation/routes/precheckin.tsx'),
  'reservation-refund': () => import('../features/reservation/routes/refund.tsx'),
  'reservation-review': () => import('../features/reservation/routes/review.tsx'),
  'reservation-services': () => import('../features/reservation/routes/services.tsx'),
};

/** The text catalogues a layout's pages need besides the shared one. */
const MESSAGES: Partial<Record<RouteId, Feature[]>> = {
  'layout-login': ['auth'],
  'layout-account': ['auth'],
  // Account forms share the pre-check-in's field labels and SPEC §5 messages.
  myaccount: ['account', 'precheckin'],
  'myaccount-bookings': ['account', 'wishlists'],
  'myaccount-profile': ['account', 'precheckin'],
  catalogue: ['account', 'precheckin'],
  'reservations-list': ['account', 'precheckin'],
  'precheckins-list': ['account', 'precheckin'],
  'layout-precheckin': ['precheckin'],
  'layout-reservations': ['reservation'],
  home: ['wishlists'],
  reservation: ['wishlists'],
  'myaccount-wishlists': ['wishlists'],
  'myaccount-wishlists-token': ['wishlists'],
};

/** What a route does besides drawing its code. */
const BEHAVIOUR: Partial<Record<RouteId, Omit<RouteObject, 'id' | 'path' | 'index' | 'children'>>> = {
  root: {
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    loader: redirectCheckLoader,
    shouldRevalidate: checkEveryNavigation,
  },
  // Every step change is checked against the mode, not only the first arrival.
  'layout-precheckin': { shouldRevalidate: () => true },
};

/** Layouts and pages are lazy, so a page ships only its own code and texts. */
function toRouteObject(node: RouteNode): RouteObject {
  const id = node.id as RouteId;
  const messages = MESSAGES[id] ?? [];
  const code = node.module ? CODE[id as LazyRouteId] : undefined;
  const common = {
    id,
    handle: { ...node.handle, messages } satisfies RouteHandle,
    ...(code && {
      lazy: () => Promise.all([code(), ensureMessages(messages)]).then(([loaded]) => loaded),
    }),
    ...BEHAVIOUR[id],
  };
  if (node.index) return { ...common, index: true };
  return { ...common, path: node.path, children: node.children?.map(toRouteObject) };
}

/** SPEC §2: every route with its layout, as `shared/site/routeTable.ts` lists them. */
export const routes: RouteObject[] = ROUTE_TABLE.map(toRouteObject);
