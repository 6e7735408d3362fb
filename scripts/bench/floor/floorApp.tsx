// The framework floor of DESIGN §8: an empty app on the portal's own framework (React, react-dom,
// the React Router data router, TanStack Query), hydrated as the portal is. `npm run bench` builds
// it exactly as the portal's browser bundle and compares each route's bytes with it.
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const router = createBrowserRouter([{ path: '/', element: <main>floor</main> }]);
const queryClient = new QueryClient();

hydrateRoot(
  document,
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
