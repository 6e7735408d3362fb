import { useEffect } from 'react';
import { useSite } from '../../platform/siteContext.tsx';

interface KeptReservation {
  token: string;
  /** The reservation's calls its kept pages show (its data, arrival, voucher, documents), as the browser makes them. */
  calls: readonly string[];
}

/**
 * A reservation its guest opened is kept on the device (its kept pages, their calls, the files they
 * load, the code they run offline) as soon as the page is hydrated and the service worker active,
 * where the device can keep it (keepForOffline.ts): a guest may close the tab soon after. Nothing of
 * a reservation is kept before. The house and the dates the device lists it with are the booking's,
 * which the service worker reads itself.
 */
export function useKeepForOffline({ token, calls }: KeptReservation) {
  const { lang, buildId } = useSite();
  const callList = calls.join('\n');
  useEffect(() => {
    if (!buildId) return;
    void import('./client/keepForOffline.ts').then(
      (module) =>
        module.keepForOffline({ reservation: { token, lang, buildId }, calls: callList.split('\n') }),
      () => undefined,
    );
  }, [token, lang, buildId, callList]);
}
