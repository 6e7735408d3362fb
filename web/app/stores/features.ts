import type { Language } from '../../../shared/site/languages.ts';
import { create } from 'zustand';
import { useSite } from '../siteContext.tsx';
import { decodeFeatureState, noticeText, type FeatureState } from '../../../shared/site/features.ts';

/** How often the browser asks for fresh flags while a page stays open. */
export const FEATURES_RELOAD_MS = 5 * 60 * 1000;

interface FeatureStore {
  /** Null until the browser has reloaded the flags; until then the page uses what it was rendered with. */
  reloaded: FeatureState | null;
  reload: () => Promise<void>;
}

/** SPEC §7: `/__ftrs` reloaded in the browser; a failure is logged and the flags stay as they were. */
export const useFeatureStore = create<FeatureStore>()((set) => ({
  reloaded: null,
  reload: async () => {
    try {
      const response = await fetch('/__ftrs', { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
      set({ reloaded: decodeFeatureState(await response.text()) });
    } catch (error) {
      console.warn('Cannot reload features', error);
    }
  },
}));

/** The flags: as the server rendered them, then as last reloaded. */
export function useFeatures(): FeatureState {
  const { features } = useSite();
  return useFeatureStore((state) => state.reloaded) ?? features;
}

/** The operators' notice in the page's language, when its flag is on. */
export function useNotice(lang: Language): string | null {
  const state = useFeatures();
  if (state.features.notice !== true) return null;
  return noticeText(state.payloads.notice, lang);
}
