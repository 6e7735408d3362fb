import { createPortal } from '../worker/app.ts';
import { renderPage } from '../web/app/render.server.tsx';
import { catalogFor } from '../web/i18n/catalogFor.ts';
import { sandboxPages, sandboxUpstreams } from './localSandbox.ts';

/** Local mode: every upstream is the sandbox, and `/__dev` shows its data and mail. */
export default createPortal({
  upstreams: sandboxUpstreams,
  render: renderPage,
  catalog: catalogFor,
  extraRoutes: sandboxPages(),
});

// The Durable Object behind the edge's exact rate-limit windows (wrangler.toml).
export { TokenMissCounter } from '../worker/rateLimit/tokenMissCounter.ts';
