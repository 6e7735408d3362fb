import { buildClient } from '../scripts/build/buildClient.mjs';

/** The browser bundle, built once for every worker's portal (e2e/workerPortal.ts) to serve. */
export default async function buildOnce() {
  await buildClient();
}
