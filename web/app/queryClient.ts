import { QueryClient } from '@tanstack/react-query';

/** SPEC §9: default data freshness. */
const STALE_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(options: { server: boolean }): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        retry: options.server ? false : 1,
        // Asked once without a network too: the service worker answers a saved stay's calls from the
        // device, so a guest following a link between saved pages gets them, not a wait for signal.
        networkMode: 'offlineFirst',
      },
    },
  });
}
