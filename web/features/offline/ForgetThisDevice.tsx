import { Suspense, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import { loadedOnDemand } from '../../ui/loadedOnDemand.ts';

// Shown once the save has ended, seconds after the page: not in its first load.
const { Component: KeptOnThisDevice } = loadedOnDemand(() =>
  import('./KeptOnThisDevice.tsx').then((module) => module.KeptOnThisDevice),
);

type Outcome = 'none' | 'forgotten' | 'failed';

// The deletion loads when a pointer or the focus comes to the button, or with the save
// (client/savedPageCode.ts). A preload that fails (offline) is tried again by the tap, which says so
// if it fails too.
const loadForgetSavedCopies = () => import('./forgetSavedCopies.ts');
const preloadForget = () => void loadForgetSavedCopies().catch(() => undefined);

/**
 * "Forget this device" deletes every reservation saved on it for offline use.
 * Drawn the same on the server and in the browser (no layout shift); what it did is announced.
 */
export function ForgetThisDevice({ stay }: { stay: { token: string; checkout: string } }) {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome>('none');
  const forget = async () => {
    try {
      const { forgetSavedCopies } = await loadForgetSavedCopies();
      await forgetSavedCopies();
      setOutcome('forgotten');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <section className="panel" aria-labelledby="offline-device-heading">
      <h2 id="offline-device-heading">{t('offline.device.heading')}</h2>
      <p>{t('offline.device.text')}</p>
      {outcome === 'none' && (
        <Suspense fallback={null}>
          <KeptOnThisDevice token={stay.token} checkout={stay.checkout} />
        </Suspense>
      )}
      <button
        type="button"
        className="button outline"
        onPointerEnter={preloadForget}
        onFocus={preloadForget}
        onClick={() => void forget()}
      >
        {t('offline.device.forget')}
      </button>
      <p role="status" className={outcome === 'failed' ? 'notice notice-error' : undefined}>
        {outcome === 'forgotten' && t('offline.device.forgotten')}
        {outcome === 'failed' && t('offline.device.forgetFailed')}
      </p>
    </section>
  );
}
