import { queryOptions } from '@tanstack/react-query';
import type { ApiFetch } from '../../../../shared/site/render.ts';

/**
 * The pre-check-in's calls (precheckinCalls.ts), with the upstream client, its errors and the
 * schemas: loaded with the first call the browser makes itself, not with the page, whose data came
 * from the server (the bytes it keeps off the travellers step are in DECISION.md). A failed load
 * fails that call, as the network would.
 */
export const precheckinCalls = () => import('./precheckinCalls.ts');

/** Fetches the calls once a step that saves is idle, so that its first save does not wait for them. */
export const preloadPrecheckinCalls = () => void precheckinCalls().catch(() => undefined);

/**
 * SPEC §2: a failure to load is an error ('Error loading precheckin data.', logged and thrown);
 * none found stops the guard. A client refused for guessing tokens is told how long to wait.
 */
export function precheckinQuery(api: ApiFetch, token: string, lang: string) {
  return queryOptions({
    queryKey: ['precheckin', token, lang],
    queryFn: async () => (await precheckinCalls()).lookUpPrecheckin(api, token, lang),
  });
}
