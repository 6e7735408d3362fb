import { useEffect, useRef, useState } from 'react';
import { useConsent } from '../stores/consent.ts';
import { useT } from '../i18n/useT.ts';

/** The preferences modal: a native dialog, which traps focus and returns it on close. */
export function ConsentPreferences() {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const stored = useConsent.getState();
  const [statistics, setStatistics] = useState(stored.statistics);
  const [marketing, setMarketing] = useState(stored.marketing);
  const { decide, acceptAll, closePreferences } = stored;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="consent-preferences-title"
      onClose={closePreferences}
    >
      <h2 id="consent-preferences-title">{t('consent.preferences')}</h2>
      <form method="dialog" onSubmit={() => decide({ statistics, marketing })}>
        <label className="switch">
          <input type="checkbox" role="switch" checked disabled />
          <span>
            <strong>{t('consent.functional')}</strong>
            <small>{t('consent.functional.text')}</small>
          </span>
        </label>
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={statistics}
            onChange={(e) => setStatistics(e.target.checked)}
          />
          <span>
            <strong>{t('consent.analytical')}</strong>
            <small>{t('consent.analytical.text')}</small>
          </span>
        </label>
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={marketing}
            onChange={(e) => setMarketing(e.target.checked)}
          />
          <span>
            <strong>{t('consent.marketing')}</strong>
            <small>{t('consent.marketing.text')}</small>
          </span>
        </label>
        <div className="button-row">
          <button type="submit" className="button outline">
            {t('consent.confirm')}
          </button>
          <button type="button" className="button cta" onClick={acceptAll}>
            {t('consent.accept')}
          </button>
          <button type="button" className="button link-button" onClick={closePreferences}>
            {t('consent.close')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
