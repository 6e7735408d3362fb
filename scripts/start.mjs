// `npm start`: builds the browser bundle once, then migrates and serves the portal in local mode.
import { buildClient } from './build-client.mjs';
import { forgetLocalDataWhenFresh, serveLocalPortal } from './localPortal.mjs';

await forgetLocalDataWhenFresh();
await buildClient();
await serveLocalPortal();
