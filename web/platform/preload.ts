import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Starts a route's data. On the server nothing waits for it: the shell streams at once and the
 * data follows inside its Suspense boundary. In the browser the navigation waits for it, so the
 * next page appears whole.
 */
export async function preload<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<null> {
  if (typeof document === 'undefined') {
    void queryClient.prefetchQuery(options);
  } else {
    await queryClient.ensureQueryData(options);
  }
  return null;
}
