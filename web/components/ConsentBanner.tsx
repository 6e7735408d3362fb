import { useEffect, useState } from 'react';
import { useConsent } from '../stores/consent.ts';
import { useT } from '../i18n/useT.ts';
import { ConsentPreferences } from './ConsentPreferences.tsx';

/**
 * The consent banner and its preferences dialog. Consent lives on the device, so both appear
 * only after hydration; the banner is fixed, so its arrival shifts no content.
 */
export function ConsentBanner() {
  const t = useT();
  const [hydrated, setHydrated] = useState(false);
  const timestamp = useConsent((state) => state.timestamp);
  const preferencesOpen = useConsent((state) => state.preferencesOpen);
  const { decide, openPreferences } = useConsent.getState();

  useEffect(() => {
    // Without storage (a partner's frame may refuse it) there is nothing to restore: ask anew.
    void Promise.resolve(useConsent.persist?.rehydrate()).then(() => setHydrated(true));
  }, []);

  if (!hydrated) return null;
  return (
    <>
      {timestamp === null && !preferencesOpen && (
        <section className="consent-banner" aria-labelledby="consent-title">
          <h2 id="consent-title">{t('consent.title')}</h2>
          <p>{t('consent.text')}</p>
          <div className="button-row">
            <button
              type="button"
              className="button cta"
              onClick={() => decide({ statistics: true, marketing: true })}
            >
              {t('consent.accept')}
            </button>
            <button
              type="button"
              className="button outline"
              onClick={() => decide({ statistics: false, marketing: false })}
            >
              {t('consent.decline')}
            </button>
            <button type="button" className="button outline" onClick={openPreferences}>
              {t('consent.configure')}
            </button>
          </div>
        </section>
      )}
      {preferencesOpen && <ConsentPreferences />}
    </>
  );
}
