/**
 * The code a saved page may run that a first visit does not need: the saved copy's line
 * (OfflineCopyNotice.tsx), "Forget this device"'s deletion (ForgetThisDevice.tsx) and a document's
 * download (DocumentLink.tsx; the voucher's PDF is kept too). Each loads where it is about to be
 * needed; all load with the save (keepForOffline.ts), so they are among the files the device keeps
 * and a saved page finds them there offline.
 */
export const loadSavedPageCode = () =>
  Promise.all([
    import('./SavedCopyNotice.tsx'),
    import('../forgetSavedCopies.ts'),
    import('../../../ui/documentDownload.ts'),
  ]);
