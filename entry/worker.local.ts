import { createPortal } from '../worker/app.ts';
import { renderPage } from '../web/app/render.server.tsx';
import { catalogFor } from '../web/i18n/catalogFor.ts';
import { dueRevealChecks } from '../worker/push/scheduledChecks.ts';
import type { Env } from '../worker/env.ts';
import { followClock } from '../shared/site/portalClock.ts';
import { sandboxMs } from '../sandbox/kit/clock.ts';
import { sandboxPages, sandboxPushService, sandboxUpstreams } from './localSandbox.ts';

// The portal's own rules (the code's reveal) read the sandbox's one clock, as its stand-ins do.
followClock(sandboxMs);

const checks = dueRevealChecks({
  upstreams: sandboxUpstreams,
  catalog: catalogFor,
  pushService: sandboxPushService,
});

/** Local mode: every upstream is the sandbox, and `/__dev` shows its data, mail and pushes. */
const portal = createPortal({
  upstreams: sandboxUpstreams,
  render: renderPage,
  catalog: catalogFor,
  extraRoutes: sandboxPages({ afterClockMoved: checks.run }),
  pushService: sandboxPushService,
});

export default {
  fetch: portal.fetch,
  scheduled: checks.scheduled,
} satisfies ExportedHandler<Env>;

// The Durable Object behind the edge's exact rate-limit windows (wrangler.toml).
export { TokenMissCounter } from '../worker/rateLimit/tokenMissCounter.ts';
