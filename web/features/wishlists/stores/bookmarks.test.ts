import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookmarks } from './bookmarks.ts';
import { memoryStorage } from './memoryStorage.ts';
import { BOOKMARKS_STORAGE_KEY } from '../../../../shared/auth/auth.ts';

beforeEach(async () => {
  vi.stubGlobal('localStorage', memoryStorage());
  await useBookmarks.persist.rehydrate();
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
