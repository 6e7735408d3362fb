// `npm start`: builds the browser bundle once, then migrates and serves the portal in local mode.
import { buildClient } from '../build/buildClient.ts';

await buildClient();
await import('./serve.ts');
