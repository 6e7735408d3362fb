/**
 * What other features use of offline copies: a page kept for offline use, the notice on a saved
 * copy, and "Forget this device". Loaded lazily by path, and so not here: `startOffline.ts` (the
 * app, once the page is idle) and `forgetSavedCopies.ts` (auth, on logout).
 */
export { useKeepForOffline } from './useKeepForOffline.ts';
export { OfflineCopyNotice } from './OfflineCopyNotice.tsx';
export { ForgetThisDevice } from './ForgetThisDevice.tsx';
