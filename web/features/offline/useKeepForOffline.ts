import { withLanguage } from '../../ui/withLanguage.ts';
import { pathTo } from '../../../shared/routes/routePaths.ts';
import { useEffect } from 'react';
import { useSite } from '../../platform/siteContext.tsx';
import { afterLoadIdle } from '../../platform/afterLoadIdle.ts';

interface KeptReservation {
  token: string;
  /** The house's name, as the offline page lists the reservation. */
  title: string;
  checkin: string;
  checkout: string;
  /** The reservation's calls this page shows (its data, voucher, documents), as the browser makes them. */
  calls: readonly string[];
}

/**
 * A reservation page its guest opened is kept on the device (the page, its
 * calls, the files it loaded, the code it runs offline), once the page is hydrated and the browser
 * idle, where the device can keep it (keepForOffline.ts). Nothing of a reservation is kept before.
 */
export function useKeepForOffline({ token, title, checkin, checkout, calls }: KeptReservation) {
  const { lang, buildId } = useSite();
  const callList = calls.join('\n');
  useEffect(() => {
    if (!buildId) return;
    afterLoadIdle(
      () =>
        void import('./client/keepForOffline.ts').then((module) =>
          module.keepForOffline({
            reservation: {
              token,
              title,
              checkin,
              checkout,
              lang,
              overview: withLanguage(pathTo('reservation', { token }), lang),
              buildId,
            },
            calls: callList.split('\n'),
          }),
        ),
    );
  }, [token, title, checkin, checkout, lang, buildId, callList]);
}
