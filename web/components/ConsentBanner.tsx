import { useEffect, useState, type ReactNode } from 'react';
import { useConsent } from '../stores/consent.ts';
import { useT } from '../i18n/useT.ts';
import { ConsentPreferences } from './ConsentPreferences.tsx';
import { useShownModal } from './useShownModal.ts';
import { AcceptAllCookies } from './AcceptAllCookies.tsx';

/** SPEC §2: on small screens the banner is a modal. */
const SMALL_SCREEN = '(max-width: 575px)';

/**
 * The consent banner and its preferences dialog. Consent lives on the device, so both appear
 * only after hydration; the banner is fixed, so its arrival shifts no content. It stands first
 * in the page (PageChrome), so it is the first stop of the Tab order, and while it asks, the
 * sign-in modal waits (AuthModalHost): the question comes first, the modal after the choice.
 */
export function ConsentBanner() {
  const [ready, setReady] = useState<{ small: boolean } | null>(null);
  const timestamp = useConsent((state) => state.timestamp);
  const preferencesOpen = useConsent((state) => state.preferencesOpen);

  useEffect(() => {
    // Without storage (a partner's frame may refuse it) there is nothing to restore: ask anew.
    void Promise.resolve(useConsent.persist?.rehydrate()).then(() =>
      setReady({ small: window.matchMedia(SMALL_SCREEN).matches }),
    );
  }, []);

  const asking = ready !== null && (timestamp === null || preferencesOpen);
  useEffect(() => useConsent.getState().setAsking(asking), [asking]);

  if (!ready) return null;
  return (
    <>
      {timestamp === null && !preferencesOpen && (ready.small ? <BannerModal /> : <BannerRegion />)}
      {preferencesOpen && <ConsentPreferences />}
    </>
  );
}

function BannerRegion() {
  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <BannerContent />
    </section>
  );
}

/** A native modal dialog: focus stays inside until the visitor decides (Escape does not dismiss it). */
function BannerModal() {
  const dialog = useShownModal();
  return (
    <dialog
      ref={dialog}
      className="dialog consent-modal"
      aria-labelledby="consent-title"
      onCancel={(event) => event.preventDefault()}
    >
      <BannerContent />
    </dialog>
  );
}

function BannerContent(): ReactNode {
  const t = useT();
  const { declineAll, openPreferences } = useConsent.getState();
  return (
    <>
      <h2 id="consent-title">{t('consent.title')}</h2>
      <p>{t('consent.text')}</p>
      <div className="button-row">
        <AcceptAllCookies />
        <button type="button" className="button outline" onClick={declineAll}>
          {t('consent.decline')}
        </button>
        <button type="button" className="button outline" onClick={openPreferences}>
          {t('consent.configure')}
        </button>
      </div>
    </>
  );
}
