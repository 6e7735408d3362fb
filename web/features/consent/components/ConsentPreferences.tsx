import { useState } from 'react';
import { useConsent } from '../consentStore.ts';
import { useT } from '../../../i18n/useT.ts';
import { useShownModal } from '../../../ui/useShownModal.ts';
import { AcceptAllCookies } from './AcceptAllCookies.tsx';

/** The preferences modal: a native dialog, which traps focus and returns it on close. */
export function ConsentPreferences() {
  const t = useT();
  const dialog = useShownModal();
  const stored = useConsent.getState();
  const [statistics, setStatistics] = useState(stored.statistics);
  const [marketing, setMarketing] = useState(stored.marketing);
  const { decide, closePreferences } = stored;

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="consent-preferences-title"
      onClose={closePreferences}
    >
      <h2 id="consent-preferences-title">{t('consent.preferences')}</h2>
      <form method="dialog" onSubmit={() => decide({ statistics, marketing })}>
        <ConsentSwitch category="functional" checked />
        <ConsentSwitch category="analytical" checked={statistics} onChange={setStatistics} />
        <ConsentSwitch category="marketing" checked={marketing} onChange={setMarketing} />
        <div className="button-row">
          <button type="submit" className="button outline">
            {t('consent.confirm')}
          </button>
          <AcceptAllCookies />
          <button type="button" className="button link-button" onClick={closePreferences}>
            {t('consent.close')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** One category's switch; without `onChange` it is always on (the functional cookies). */
function ConsentSwitch({
  category,
  checked,
  onChange,
}: {
  category: 'functional' | 'analytical' | 'marketing';
  checked: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const t = useT();
  return (
    <label className="switch">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={!onChange}
        onChange={(e) => onChange?.(e.target.checked)}
      />
      <span>
        <strong>{t(`consent.${category}`)}</strong>
        <small>{t(`consent.${category}.text`)}</small>
      </span>
    </label>
  );
}
