import type { Language } from '../../../shared/i18n/languages.ts';
import { create } from 'zustand';
import { useSite } from '../siteContext.tsx';
import { noticeText, type FlagState } from '../../../shared/site/flags.ts';

interface FlagStore {
  /**
   * Null until the browser has reloaded the flags (web/app/watchForUpdates.ts); until then the page
   * uses what it was rendered with.
   */
  reloaded: FlagState | null;
}

export const useFlagStore = create<FlagStore>()(() => ({ reloaded: null }));

/** The flags: as the server rendered them, then as last reloaded. */
export function useFlags(): FlagState {
  const { flags } = useSite();
  return useFlagStore((state) => state.reloaded) ?? flags;
}

/** The operators' notice in the page's language, when its flag is on. */
export function useNotice(lang: Language): string | null {
  const state = useFlags();
  if (state.features.notice !== true) return null;
  return noticeText(state.payloads.notice, lang);
}
