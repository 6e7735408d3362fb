import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import { useSite } from '../../platform/siteContext.tsx';
import { formatDay } from '../../i18n/formatDay.ts';
import { keptUntil } from '../../../shared/offline/retention.ts';
import type { Keeping } from './client/keepForOffline.ts';

/**
 * Whether this device keeps the stay: "kept until the day after checkout" where the browser granted
 * persistent storage, else that the browser may delete it (Safari does after seven days without a
 * visit, others when space runs low) and that the home screen keeps it. Nothing before the save
 * ended, nor where there was none.
 */
export function KeptOnThisDevice({ token, checkout }: { token: string; checkout: string }) {
  const t = useT();
  const { lang } = useSite();
  const [keeping, setKeeping] = useState<Keeping>(null);
  useEffect(() => {
    let shown = true;
    void import('./client/keepForOffline.ts')
      .then((module) => module.whenKept(token))
      .then((keeping) => {
        if (shown) setKeeping(keeping);
      })
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, [token]);
  if (!keeping) return null;
  return (
    <p className="hint">
      {keeping === 'kept'
        ? t('offline.device.keptUntil', { date: formatDay(keptUntil(checkout), lang) })
        : t('offline.device.mayGo')}
    </p>
  );
}
