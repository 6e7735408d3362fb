import { useEffect } from 'react';
import { useSite } from '../../platform/siteContext.tsx';
import { afterLoadIdle } from '../../platform/afterLoadIdle.ts';

interface KeptReservation {
  token: string;
  /** The reservation's calls this page shows (its data, voucher, documents), as the browser makes them. */
  calls: readonly string[];
}

/**
 * A reservation page its guest opened is kept on the device (the page, its
 * calls, the files it loaded, the code it runs offline), once the page is hydrated and the browser
 * idle, where the device can keep it (keepForOffline.ts). Nothing of a reservation is kept before.
 * The house and the dates the device lists it with are the booking's, which the service worker
 * reads itself.
 */
export function useKeepForOffline({ token, calls }: KeptReservation) {
  const { lang, buildId } = useSite();
  const callList = calls.join('\n');
  useEffect(() => {
    if (!buildId) return;
    afterLoadIdle(
      () =>
        void import('./client/keepForOffline.ts').then((module) =>
          module.keepForOffline({ reservation: { token, lang, buildId }, calls: callList.split('\n') }),
        ),
    );
  }, [token, lang, buildId, callList]);
}
