import type { RouteObject } from 'react-router';
import { RootLayout } from './layouts/RootLayout.tsx';
import { ErrorPage } from './components/ErrorPage.tsx';
import { checkEveryNavigation, redirectCheckLoader } from './app/redirectCheck.ts';
import { ensureMessages } from './i18n/routeMessages.ts';
import type { Feature } from './i18n/catalog.ts';

/** `module` names the chunk a route loads; the server preloads it and the bench weighs it. */
export interface RouteHandle {
  module: string;
  /** The text catalogues the route needs besides the shared one. */
  messages: Feature[];
}

type Loaded = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

function lazyRoute(
  module: string,
  load: () => Promise<Loaded>,
  messages: Feature[] = [],
): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    lazy: () => Promise.all([load(), ensureMessages(messages)]).then(([loaded]) => loaded),
    handle: { module, messages } satisfies RouteHandle,
  };
}

const auth = (name: 'Login' | 'Register' | 'ForgotPassword' | 'ResetPassword' | 'Verify' | 'Callback') =>
  lazyRoute('routes/auth', () => import('./routes/auth.tsx').then((m) => ({ Component: m[name] })), ['auth']);

const account = (name: 'Overview' | 'Bookings' | 'Profile' | 'Wishlists' | 'Wishlist') =>
  lazyRoute('routes/account', () => import('./routes/account.tsx').then((m) => ({ Component: m[name] })));

/** SPEC §2: every route with its layout. Layouts and pages are lazy, so a page ships only its own code. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    loader: redirectCheckLoader,
    shouldRevalidate: checkEveryNavigation,
    children: [
      {
        id: 'layout-default',
        ...lazyRoute('layouts/default', () => import('./layouts/DefaultLayout.tsx')),
        children: [
          { id: 'home', index: true, ...lazyRoute('routes/home', () => import('./routes/home.tsx')) },
          {
            id: 'precheckins-list',
            path: 'precheckins',
            ...lazyRoute('routes/lists', () =>
              import('./routes/lists.tsx').then((m) => ({ Component: m.Precheckins })),
            ),
          },
          {
            id: 'reservations-list',
            path: 'reservations',
            ...lazyRoute('routes/lists', () =>
              import('./routes/lists.tsx').then((m) => ({ Component: m.Reservations })),
            ),
          },
          {
            id: 'myaccount-wishlists-token',
            path: 'myaccount/wishlists/:token',
            ...account('Wishlist'),
          },
        ],
      },
      {
        id: 'layout-frame',
        path: 'precheckins/iframepages',
        ...lazyRoute('layouts/frame', () => import('./layouts/FrameLayout.tsx')),
        children: [
          {
            id: 'frame-failure',
            path: 'failure',
            ...lazyRoute('routes/frame', () =>
              import('./routes/frame.tsx').then((m) => ({ Component: m.Failure })),
            ),
          },
          {
            id: 'frame-successpending',
            path: 'successpending',
            ...lazyRoute('routes/frame', () =>
              import('./routes/frame.tsx').then((m) => ({ Component: m.SuccessPending })),
            ),
          },
        ],
      },
      {
        id: 'layout-login',
        ...lazyRoute('layouts/login', () => import('./layouts/LoginLayout.tsx')),
        children: [
          { id: 'callback', path: 'callback', ...auth('Callback') },
          { id: 'login', path: 'login', ...auth('Login') },
          { id: 'register', path: 'register', ...auth('Register') },
          { id: 'forgotpassword', path: 'forgotpassword', ...auth('ForgotPassword') },
          { id: 'resetpassword', path: 'resetpassword', ...auth('ResetPassword') },
          { id: 'verify', path: 'verify', ...auth('Verify') },
        ],
      },
      {
        id: 'layout-account',
        path: 'myaccount',
        ...lazyRoute('layouts/account', () => import('./layouts/AccountLayout.tsx'), ['auth']),
        children: [
          { id: 'myaccount', index: true, ...account('Overview') },
          { id: 'myaccount-bookings', path: 'bookings', ...account('Bookings') },
          { id: 'myaccount-profile', path: 'profile', ...account('Profile') },
          { id: 'myaccount-wishlists', path: 'wishlists', ...account('Wishlists') },
        ],
      },
      {
        id: 'layout-precheckin',
        path: 'precheckins/:token',
        ...lazyRoute('layouts/precheckin', () => import('./layouts/PrecheckinLayout.tsx'), ['precheckin']),
        // Every step change is checked against the mode, not only the first arrival.
        shouldRevalidate: () => true,
        children: [
          {
            id: 'precheckin-customer',
            path: 'customer',
            ...lazyRoute('routes/precheckin/customer', () => import('./routes/precheckin/customer.tsx')),
          },
          {
            id: 'precheckin-arrival',
            path: 'arrival',
            ...lazyRoute('routes/precheckin/arrival', () => import('./routes/precheckin/arrival.tsx')),
          },
          {
            id: 'precheckin-pax',
            path: 'pax',
            ...lazyRoute('routes/precheckin/pax', () => import('./routes/precheckin/pax.tsx')),
          },
          {
            id: 'precheckin-travellers',
            path: 'travellers',
            ...lazyRoute('routes/precheckin/travellers', () => import('./routes/precheckin/travellers.tsx')),
          },
          {
            id: 'precheckin-services',
            path: 'services',
            ...lazyRoute('routes/precheckin/services', () => import('./routes/precheckin/services.tsx')),
          },
          {
            id: 'precheckin-checkin',
            path: 'checkin',
            ...lazyRoute('routes/precheckin/checkin', () => import('./routes/precheckin/checkin.tsx')),
          },
          {
            id: 'precheckin-expired',
            path: 'expired',
            ...lazyRoute('routes/precheckin/expired', () => import('./routes/precheckin/expired.tsx')),
          },
        ],
      },
      {
        id: 'layout-reservations',
        path: 'reservations/:token',
        ...lazyRoute('layouts/reservations', () => import('./layouts/ReservationsLayout.tsx'), [
          'reservation',
        ]),
        children: [
          {
            id: 'reservation',
            index: true,
            ...lazyRoute('routes/reservation/overview', () => import('./routes/reservation/overview.tsx')),
          },
          {
            id: 'reservation-cancellation',
            path: 'cancellation',
            ...lazyRoute(
              'routes/reservation/cancellation',
              () => import('./routes/reservation/cancellation.tsx'),
            ),
          },
          {
            id: 'reservation-pax',
            path: 'pax',
            ...lazyRoute('routes/reservation/pax', () => import('./routes/reservation/pax.tsx')),
          },
          {
            id: 'reservation-payment',
            path: 'payment',
            ...lazyRoute('routes/reservation/payment', () => import('./routes/reservation/payment.tsx')),
          },
          {
            id: 'reservation-precheckin',
            path: 'precheckin',
            ...lazyRoute(
              'routes/reservation/precheckin',
              () => import('./routes/reservation/precheckin.tsx'),
            ),
          },
          {
            id: 'reservation-refund',
            path: 'refund',
            ...lazyRoute('routes/reservation/refund', () => import('./routes/reservation/refund.tsx')),
          },
          {
            id: 'reservation-review',
            path: 'review',
            ...lazyRoute('routes/reservation/review', () => import('./routes/reservation/review.tsx')),
          },
          {
            id: 'reservation-services',
            path: 'services',
            ...lazyRoute('routes/reservation/services', () => import('./routes/reservation/services.tsx')),
          },
        ],
      },
    ],
  },
];
