// `npm start` without its build: serves the browser bundle already in dist/client. The journeys
// build once and start one of these per Playwright worker, each on its own port and state.
import { forgetLocalDataWhenFresh, serveLocalPortal } from './localPortal.ts';

await forgetLocalDataWhenFresh();
await serveLocalPortal();
