/**
 * Registers the portal's service worker for the whole origin. `updateViaCache: 'none'`: the
 * browser asks for `/sw.js` itself at each check, so a deployment's worker is found at once.
 * A browser that refuses (private mode, storage off) keeps the portal as it was: online only.
 */
export async function registerServiceWorker(): Promise<void> {
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  } catch {
    // Nothing saved on this device then; every page still works online.
  }
}
