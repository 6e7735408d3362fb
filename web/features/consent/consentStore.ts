import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { CONSENT_STORAGE_KEY, consentSignals, type ConsentChoice } from '../../../shared/consent/consent.ts';
import { gtag, pushEvent } from '../../platform/dataLayer.ts';

export interface ConsentRecord extends ConsentChoice {
  timestamp: number | null;
  initDecision: boolean;
}

interface ConsentState extends ConsentRecord {
  preferencesOpen: boolean;
  /**
   * The banner or the preferences are on screen. The sign-in modal waits meanwhile:
   * the two dialogs never stack, the consent question comes first and the modal after the choice.
   */
  asking: boolean;
  setAsking: (asking: boolean) => void;
  openPreferences: () => void;
  closePreferences: () => void;
  decide: (choice: ConsentChoice) => void;
  /** SPEC §4: accept all sets both flags, decline clears both. */
  acceptAll: () => void;
  declineAll: () => void;
}

/**
 * SPEC §4: every decision goes to the tag manager as Google's consent mode update, with URL
 * passthrough without statistics consent, and to the data layer as the decision's event.
 */
function reportDecision(record: ConsentRecord) {
  if (typeof window === 'undefined') return;
  gtag('consent', 'update', consentSignals(record));
  gtag('set', 'url_passthrough', !record.statistics);
  pushEvent({ event: 'consentDecision', statistics: record.statistics, marketing: record.marketing });
}

/** Cookie consent, kept on the device (SPEC §3 consent record). The banner shows until a timestamp exists. */
export const useConsent = create<ConsentState>()(
  persist(
    (set, get) => ({
      timestamp: null,
      statistics: false,
      marketing: false,
      initDecision: false,
      preferencesOpen: false,
      asking: false,
      setAsking: (asking) => set({ asking }),
      openPreferences: () => set({ preferencesOpen: true }),
      closePreferences: () => set({ preferencesOpen: false }),
      decide: ({ statistics, marketing }) => {
        const record: ConsentRecord = {
          timestamp: Date.now(),
          statistics,
          marketing,
          initDecision: get().timestamp === null,
        };
        set({ ...record, preferencesOpen: false });
        reportDecision(record);
      },
      acceptAll: () => get().decide({ statistics: true, marketing: true }),
      declineAll: () => get().decide({ statistics: false, marketing: false }),
    }),
    {
      name: CONSENT_STORAGE_KEY,
      skipHydration: true,
      partialize: ({ timestamp, statistics, marketing, initDecision }) => ({
        timestamp,
        statistics,
        marketing,
        initDecision,
      }),
    },
  ),
);
