import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLastWishlist } from './lastWishlist.ts';
import { memoryStorage } from './memoryStorage.ts';
import { LAST_WISHLIST_STORAGE_KEY } from '../../../../shared/auth/auth.ts';

beforeEach(async () => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  await useLastWishlist.persist.rehydrate();
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
