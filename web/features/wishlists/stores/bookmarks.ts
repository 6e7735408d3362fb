import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { BOOKMARKS_STORAGE_KEY } from '../../../../shared/auth/auth.ts';
import { rawJsonStorage } from './rawJsonStorage.ts';

interface BookmarksState {
  /** Accommodation codes, in the order they were kept. */
  codes: string[];
  toggle: (code: string) => boolean;
  forget: (codes: readonly string[]) => void;
}

const codesOf = (stored: unknown): string[] | null =>
  Array.isArray(stored)
    ? [...new Set(stored.filter((code): code is string => typeof code === 'string'))]
    : null;

/** SPEC §3 bookmarks: a set of accommodation codes in local storage under `bookmarks`, kept without an account. */
export const useBookmarks = create<BookmarksState>()(
  persist(
    (set, get) => ({
      codes: [],
      /** Keeps or forgets a code; true when it is kept afterwards. */
      toggle: (code) => {
        const kept = get().codes.includes(code);
        set({ codes: kept ? get().codes.filter((c) => c !== code) : [...get().codes, code] });
        return !kept;
      },
      forget: (codes) => set({ codes: get().codes.filter((code) => !codes.includes(code)) }),
    }),
    {
      name: BOOKMARKS_STORAGE_KEY,
      skipHydration: true,
      storage: rawJsonStorage<Pick<BookmarksState, 'codes'>, string[]>(
        () => localStorage,
        (state) => state.codes,
        (stored) => ({ codes: codesOf(stored) ?? [] }),
      ),
      partialize: (state) => ({ codes: state.codes }),
    },
  ),
);
