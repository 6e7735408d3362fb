import type { Language } from '../../../shared/site/languages.ts';
import { create } from 'zustand';
import { useSite } from '../siteContext.tsx';
import { noticeText, type FeatureState } from '../../../shared/site/features.ts';

interface FeatureStore {
  /**
   * Null until the browser has reloaded the flags (web/app/watchForUpdates.ts); until then the page
   * uses what it was rendered with.
   */
  reloaded: FeatureState | null;
}

export const useFeatureStore = create<FeatureStore>()(() => ({ reloaded: null }));

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
