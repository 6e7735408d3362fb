import type { ApiFetch } from '../../../shared/site/render.ts';
import { createUpstreamClient, type CallUpstream } from '../../../shared/upstream/client.ts';

/**
 * The upstream client over the page's API caller: in-process on the server, same-origin fetch in
 * the browser. A malformed answer is reported on the console.
 */
export function upstream(api: ApiFetch): CallUpstream {
  return createUpstreamClient({ fetch: api, log: console });
}
