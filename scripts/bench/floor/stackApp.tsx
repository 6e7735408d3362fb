// The framework floor plus the rest of the fixed stack as the shell calls it, and no portal code:
// Lingui (an i18n instance, its provider and hook), a zustand store kept on the device, TanStack
// Query's observer hook and hydration, and the React Router hooks and helpers the shell imports.
// `npm run bench` prints its bytes beside the floor's, so the entry's budget can be read against
// what the stack alone costs. Keep its imports in step with what web/app and web/layouts import.
import { hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  createContext,
  createPath,
  data,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  Outlet,
  redirect,
  RouterContextProvider,
  ScrollRestoration,
  UNSAFE_ErrorResponseImpl,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate, QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { setupI18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

const useStored = create(persist<{ count: number }>(() => ({ count: 0 }), { name: 'floor' }));
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const floorContext = createContext('floor');

function Shell() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const error = useRouteError();
  const matches = useMatches();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['floor'], queryFn: () => 'floor' });
  const { _ } = useLingui();
  const count = useStored((state) => state.count);
  return (
    <main>
      <button
        type="button"
        onClick={() => {
          hydrate(queryClient, {});
          navigate(createPath(location));
        }}
      >
        {_('floor')}
      </button>
      {query.data} {count} {navigation.state} {matches.length}
      {isRouteErrorResponse(error) && error.status}
      <Link to="/">floor</Link>
      <ScrollRestoration />
      <Outlet />
    </main>
  );
}

const router = createBrowserRouter([
  {
    path: '/',
    element: <Shell />,
    loader: ({ request }) => {
      if (matchRoutes([{ path: '/gone' }], new URL(request.url).pathname)) throw redirect('/');
      const context = new RouterContextProvider();
      context.set(floorContext, 'floor');
      return data({ missing: new UNSAFE_ErrorResponseImpl(404, 'Not Found', null) });
    },
  },
]);

hydrateRoot(
  document,
  <I18nProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </I18nProvider>,
);
