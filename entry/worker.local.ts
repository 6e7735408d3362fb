import { createPortal } from '../worker/app.ts';
import { sandboxUpstreams } from '../worker/sandbox/app.ts';
import { devRoutes } from '../worker/sandbox/dev.ts';
import { renderPage } from '../web/render.server.tsx';
import { catalogFor } from '../web/i18n/catalogFor.ts';

/** Local mode: every upstream is the sandbox, and `/__dev` shows its data and mail. */
export default createPortal({
  upstreams: sandboxUpstreams,
  render: renderPage,
  catalog: catalogFor,
  extraRoutes: devRoutes(),
});
