import type { PersistStorage } from 'zustand/middleware';

/**
 * A persisted store whose storage entry is the bare value SPEC §3 describes (`["IT3020.100.1"]`,
 * `{"name":…,"id":…}`), not zustand's envelope, so other code and earlier visits read it as is.
 * Storage may be refused (a partner's frame): then nothing is kept.
 */
export function rawJsonStorage<State, Stored>(
  storage: () => Storage,
  toStored: (state: State) => Stored,
  fromStored: (stored: unknown) => State | null,
): PersistStorage<State> {
  return {
    getItem: (name) => {
      try {
        const text = storage().getItem(name);
        // No entry reads as the empty value: what a logout left is what the page shows.
        const state = fromStored(text === null ? null : JSON.parse(text));
        return state === null ? null : { state, version: 0 };
      } catch {
        return null;
      }
    },
    setItem: (name, value) => {
      try {
        const stored = toStored(value.state);
        // Nothing kept is no entry, as a logout leaves it.
        if (stored === null || (Array.isArray(stored) && stored.length === 0)) storage().removeItem(name);
        else storage().setItem(name, JSON.stringify(stored));
      } catch {
        // Storage refused: the value lives as long as the page.
      }
    },
    removeItem: (name) => {
      try {
        storage().removeItem(name);
      } catch {
        // Storage refused: nothing was kept.
      }
    },
  };
}
