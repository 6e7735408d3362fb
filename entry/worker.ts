import { createPortal } from '../worker/app.ts';
import { httpUpstreams } from '../worker/upstreams.ts';
import { renderPage } from '../web/app/render.server.tsx';
import { catalogFor } from '../web/i18n/catalogFor.ts';

/** Production: the provider's real services from environment variables; no sandbox in this bundle. */
export default createPortal({ upstreams: httpUpstreams, render: renderPage, catalog: catalogFor });

// The Durable Object behind the edge's exact rate-limit windows (wrangler.toml).
export { TokenMissCounter } from '../worker/rateLimit/tokenMissCounter.ts';
