import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookmarks } from './bookmarks.ts';
import { useLastWishlist } from './lastWishlist.ts';
import { BOOKMARKS_STORAGE_KEY, LAST_WISHLIST_STORAGE_KEY } from '../../../../shared/auth/auth.ts';

/** Only what the stores use of Storage. */
function storage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
}

beforeEach(async () => {
  vi.stubGlobal('localStorage', storage());
  vi.stubGlobal('sessionStorage', storage());
  await useBookmarks.persist.rehydrate();
  await useLastWishlist.persist.rehydrate();
});

describe('bookmarks (SPEC §3)', () => {
  it('keeps the codes as a bare list in local storage under `bookmarks`', () => {
    expect(useBookmarks.getState().toggle('IT3020.100.1')).toBe(true);
    useBookmarks.getState().toggle('DK1050.12.1');
    expect(localStorage.getItem(BOOKMARKS_STORAGE_KEY)).toBe('["IT3020.100.1","DK1050.12.1"]');
    expect(useBookmarks.getState().toggle('IT3020.100.1')).toBe(false);
    expect(localStorage.getItem(BOOKMARKS_STORAGE_KEY)).toBe('["DK1050.12.1"]');
  });

  it('leaves no entry once nothing is kept', () => {
    useBookmarks.getState().toggle('IT3020.100.1');
    useBookmarks.getState().forget(['IT3020.100.1']);
    expect(localStorage.getItem(BOOKMARKS_STORAGE_KEY)).toBeNull();
  });

  it('reads what an earlier visit kept, and reads a cleared entry as nothing kept', async () => {
    localStorage.setItem(BOOKMARKS_STORAGE_KEY, '["A1","B2","A1",7]');
    await useBookmarks.persist.rehydrate();
    expect(useBookmarks.getState().codes).toEqual(['A1', 'B2']);
    localStorage.removeItem(BOOKMARKS_STORAGE_KEY);
    await useBookmarks.persist.rehydrate();
    expect(useBookmarks.getState().codes).toEqual([]);
  });
});

describe('last-used wishlist (SPEC §3)', () => {
  it('keeps name and id in session storage', async () => {
    useLastWishlist.getState().use({ name: 'Summer', id: 'w1' });
    expect(JSON.parse(sessionStorage.getItem(LAST_WISHLIST_STORAGE_KEY)!)).toEqual({
      name: 'Summer',
      id: 'w1',
    });
    sessionStorage.setItem(LAST_WISHLIST_STORAGE_KEY, '{"name":"Winter"}');
    await useLastWishlist.persist.rehydrate();
    expect(useLastWishlist.getState().last).toBeNull();
  });
});
