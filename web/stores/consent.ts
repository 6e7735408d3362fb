import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { consentSignals } from '../../shared/consent.ts';

interface ConsentRecord {
  timestamp: number | null;
  statistics: boolean;
  marketing: boolean;
  initDecision: boolean;
}

interface ConsentState extends ConsentRecord {
  preferencesOpen: boolean;
  openPreferences: () => void;
  closePreferences: () => void;
  decide: (choice: { statistics: boolean; marketing: boolean }) => void;
  /** SPEC §4: accept all sets both flags, decline clears both. */
  acceptAll: () => void;
  declineAll: () => void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** SPEC §4: every decision goes to the tag manager's data layer as a consent update. */
function reportDecision(record: ConsentRecord) {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(['consent', 'update', consentSignals(record)]);
  window.dataLayer.push({
    event: 'consentDecision',
    statistics: record.statistics,
    marketing: record.marketing,
  });
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
      name: 'consent',
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
