import type { RouteObject } from 'react-router';
import { RootLayout } from './layouts/RootLayout.tsx';
import { ErrorPage } from './components/ErrorPage.tsx';
import { checkEveryNavigation, redirectCheckLoader } from './app/redirectCheck.ts';
import { ensureMessages } from './i18n/routeMessages.ts';
import type { Feature } from './i18n/catalog.ts';
import {
  ROUTE_TABLE,
  type LazyRouteId,
  type RouteFacts,
  type RouteId,
  type RouteNode,
} from '../shared/routeTable.ts';

/** A route's facts from the route table, and the text catalogues it needs besides the shared one. */
export interface RouteHandle extends RouteFacts {
  messages: Feature[];
}

type Loaded = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

const auth =
  (name: 'Login' | 'Register' | 'ForgotPassword' | 'ResetPassword' | 'Verify' | 'Callback') => () =>
    import('./routes/auth.tsx').then((m) => ({ Component: m[name] }));

/**
 * Each route's code, imported from the file the route table names as its `module` (a test holds
 * them together); the build lists that file's chunks under the route's id for the server to preload.
 */
const CODE: Record<LazyRouteId, () => Promise<Loaded>> = {
  'layout-default': () => import('./layouts/DefaultLayout.tsx'),
  home: () => import('./routes/home.tsx'),
  'precheckins-list': () => import('./routes/lists.tsx').then((m) => ({ Component: m.Precheckins })),
  'reservations-list': () => import('./routes/lists.tsx').then((m) => ({ Component: m.Reservations })),
  catalogue: () => import('./routes/account/catalogue.tsx'),
  'myaccount-wishlists-token': () => import('./routes/wishlists/shared.tsx'),
  'layout-frame': () => import('./layouts/FrameLayout.tsx'),
  'frame-failure': () => import('./routes/frame.tsx').then((m) => ({ Component: m.Failure })),
  'frame-successpending': () => import('./routes/frame.tsx').then((m) => ({ Component: m.SuccessPending })),
  'layout-login': () => import('./layouts/LoginLayout.tsx'),
  callback: auth('Callback'),
  login: auth('Login'),
  register: auth('Register'),
  forgotpassword: auth('ForgotPassword'),
  resetpassword: auth('ResetPassword'),
  verify: auth('Verify'),
  'layout-account': () => import('./layouts/AccountLayout.tsx'),
  myaccount: () => import('./routes/account/overview.tsx'),
  'myaccount-bookings': () => import('./routes/account/bookings.tsx'),
  'myaccount-profile': () => import('./routes/account/profile.tsx'),
  'myaccount-wishlists': () => import('./routes/wishlists/own.tsx'),
  'layout-precheckin': () => import('./layouts/PrecheckinLayout.tsx'),
  'precheckin-customer': () => import('./routes/precheckin/customer.tsx'),
  'precheckin-arrival': () => import('./routes/precheckin/arrival.tsx'),
  'precheckin-pax': () => import('./routes/precheckin/pax.tsx'),
  'precheckin-travellers': () => import('./routes/precheckin/travellers.tsx'),
  'precheckin-services': () => import('./routes/precheckin/services.tsx'),
  'precheckin-checkin': () => import('./routes/precheckin/checkin.tsx'),
  'precheckin-expired': () => import('./routes/precheckin/expired.tsx'),
  'layout-reservations': () => import('./layouts/ReservationsLayout.tsx'),
  reservation: () => import('./routes/reservation/overview.tsx'),
  'reservation-cancellation': () => import('./routes/reservation/cancellation.tsx'),
  'reservation-pax': () => import('./routes/reservation/pax.tsx'),
  'reservation-payment': () => import('./routes/reservation/payment.tsx'),
  'reservation-precheckin': () => import('./routes/reservation/precheckin.tsx'),
  'reservation-refund': () => import('./routes/reservation/refund.tsx'),
  'reservation-review': () => import('./routes/reservation/review.tsx'),
  'reservation-services': () => import('./routes/reservation/services.tsx'),
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

/** SPEC §2: every route with its layout, as `shared/routeTable.ts` lists them. */
export const routes: RouteObject[] = ROUTE_TABLE.map(toRouteObject);
