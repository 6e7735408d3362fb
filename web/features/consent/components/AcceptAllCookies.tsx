import { useConsent } from '../consentStore.ts';
import { useT } from '../../../i18n/useT.ts';

/** The banner's and the preferences' first-class choice (SPEC §2): every category on. */
export function AcceptAllCookies() {
  const t = useT();
  return (
    <button type="button" className="button cta" onClick={useConsent.getState().acceptAll}>
      {t('consent.accept')}
    </button>
  );
}
