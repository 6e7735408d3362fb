/**
 * What other features use of offline copies: a page kept for offline use, the notice on a saved
 * copy, "Forget this device", and what this device can do about push messages. Loaded lazily by
 * path, and so not here: `startOffline.ts` (the app, once the page is idle), `forgetSavedCopies.ts`
 * (auth, on logout) and `subscribeToPush.ts` (the arrival page, on a tap of its button).
 */
export { useKeepForOffline } from './useKeepForOffline.ts';
export { OfflineCopyNotice } from './OfflineCopyNotice.tsx';
export { ForgetThisDevice } from './ForgetThisDevice.tsx';
export { pushStateOf, type PushState } from './push/pushState.ts';
