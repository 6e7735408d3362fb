import { QueryClient } from '@tanstack/react-query';

/** SPEC §9: default data freshness. */
const STALE_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(options: { server: boolean }): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        retry: options.server ? false : 1,
      },
    },
  });
}
