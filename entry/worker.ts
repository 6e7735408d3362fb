import { createPortal } from '../worker/app.ts';
import { httpUpstreams } from '../worker/upstreams.ts';
import { renderPage } from '../web/render.server.tsx';

/** Production: the provider's real services from environment variables; no sandbox in this bundle. */
export default createPortal({ upstreams: httpUpstreams, render: renderPage });
