import { createPortal } from '../worker/app.ts';
import { httpUpstreams } from '../worker/upstreams.ts';
import { renderPage } from '../web/app/render.server.tsx';
import { catalogFor } from '../web/i18n/catalogFor.ts';
import { dueRevealChecks } from '../worker/push/scheduledChecks.ts';
import type { Env } from '../worker/env.ts';

/** Production: the provider's real services from environment variables; no sandbox in this bundle. */
const portal = createPortal({ upstreams: httpUpstreams, render: renderPage, catalog: catalogFor });

export default {
  fetch: portal.fetch,
  // The Cron Trigger (wrangler.toml): the arrival codes that became due are told to the devices waiting.
  scheduled: dueRevealChecks({ upstreams: httpUpstreams, catalog: catalogFor }).scheduled,
} satisfies ExportedHandler<Env>;

// The Durable Object behind the edge's exact rate-limit windows (wrangler.toml).
export { TokenMissCounter } from '../worker/rateLimit/tokenMissCounter.ts';
