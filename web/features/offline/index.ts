/**
 * What other features use of offline copies: a page kept for offline use, the notice on a saved
 * copy, and "Forget this device". Loaded lazily by path, and so not here: `startOffline.ts` (the
 * app, once the page is idle), `forgetSavedCopies.ts` (auth, on logout), and for the arrival page's
 * push button `pushState.ts` (once the page is hydrated) and `subscribeToPush.ts` (on a tap).
 */
export { useKeepForOffline } from './useKeepForOffline.ts';
export { OfflineCopyNotice } from './OfflineCopyNotice.tsx';
export { ForgetThisDevice } from './ForgetThisDevice.tsx';
export type { PushState } from './pushState.ts';
