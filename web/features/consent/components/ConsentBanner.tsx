import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useConsent } from '../consentStore.ts';
import { useT } from '../../../i18n/useT.ts';
import { useShownModal } from '../../../ui/useShownModal.ts';
import { catchDroppedFocus } from '../../../ui/droppedFocus.ts';
import { loadedOnDemand } from '../../../ui/loadedOnDemand.ts';
import { AcceptAllCookies } from './AcceptAllCookies.tsx';

// Only a visitor who opens the preferences runs them: they load then, not with every page.
const { Component: ConsentPreferences } = loadedOnDemand(() =>
  import('./ConsentPreferences.tsx').then((module) => module.ConsentPreferences),
);

/** SPEC §2: on small screens the banner is a modal. */
const SMALL_SCREEN = '(max-width: 575px)';

/**
 * The consent banner and its preferences dialog. Consent lives on the device, which the server
 * cannot see: the server renders the banner, so a first visitor sees it with the page's first
 * paint (not seconds later after the scripts, as the page's largest paint), and a script in the
 * head hides it before that paint when a decision is stored (consentMode.ts). After hydration the
 * stored record decides; on a phone the banner becomes a modal of the same size and place. It is
 * fixed, so it shifts no content. It stands first in the page (PageChrome), so it is the first stop
 * of the Tab order, and while it asks, the sign-in modal waits (AuthModalHost): the question comes
 * first, the modal after the choice.
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
  // The choice made, the banner (and with it the focused button) is gone: the page takes the focus.
  // The preferences give it back to their opener themselves, where it is still there (the footer's).
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) wasAsking.current = true;
    else if (wasAsking.current) catchDroppedFocus();
  }, [asking]);

  if (!ready) return <BannerRegion />;
  const banner = ready.small ? <BannerModal /> : <BannerRegion />;
  return (
    <>
      {timestamp === null && !preferencesOpen && banner}
      {preferencesOpen && (
        // While the preferences load, a visitor who has not decided still sees the question.
        <Suspense fallback={timestamp === null ? banner : null}>
          <ConsentPreferences />
        </Suspense>
      )}
    </>
  );
}

function BannerRegion() {
  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <BannerContent />
      {/* The banner shows once this is parsed (app.css): a streamed page may paint between a
          chunk's bytes, and a half-parsed banner growing upwards from the bottom would shift. */}
      <span className="consent-banner-end" hidden />
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
