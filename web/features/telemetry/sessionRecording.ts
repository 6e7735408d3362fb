import { addIntegration, getReplay, replayIntegration } from '@sentry/browser';

/**
 * SPEC §1, §9: session recording, on only while its flag is on and the visitor consents to
 * statistics; every text and input masked and every picture and video blocked, so what a guest
 * types (passport data) is never recorded. No compression worker: the page's CSP allows no blob: workers.
 */
export function recordSession(recording: boolean) {
  const replay = getReplay();
  if (!recording) return void replay?.stop();
  if (replay) return void replay.start();
  addIntegration(
    replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true, useCompression: false }),
  );
}
