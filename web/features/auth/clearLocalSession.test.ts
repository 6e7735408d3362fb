import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { clearLocalSession } from './clearLocalSession.ts';
import { SESSION_QUERY_KEY } from './session.ts';
import { useAuth } from './authStore.ts';
import { usePartnerStore } from '../../platform/stores/partner.ts';
import { BOOKMARKS_STORAGE_KEY, LAST_WISHLIST_STORAGE_KEY } from '../../../shared/auth/auth.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('logout on this device (SPEC §4)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    localStorage.setItem(BOOKMARKS_STORAGE_KEY, '["A1","B2"]');
    sessionStorage.setItem(LAST_WISHLIST_STORAGE_KEY, '{"name":"Summer","id":"w1"}');
    useAuth.getState().signedIn('anna@example.com', 'password');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    usePartnerStore.setState({ partner: null });
  });

  it('clears the session, the last-used wishlist and the bookmarks, and says logged out', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, { id: 's1' });
    clearLocalSession(queryClient);
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(sessionStorage.getItem(LAST_WISHLIST_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(BOOKMARKS_STORAGE_KEY)).toBeNull();
    expect(useAuth.getState()).toMatchObject({ status: 'loggedOut', isLoggedOut: true, email: '' });
  });

  it('keeps the bookmarks when a partner id exists', () => {
    usePartnerStore.setState({
      partner: {
        id: 'P1234',
        directEncashment: false,
        language: 'en',
        salesoffice: null,
        extra: null,
        hasJwt: false,
      },
    });
    clearLocalSession(new QueryClient());
    expect(localStorage.getItem(BOOKMARKS_STORAGE_KEY)).toBe('["A1","B2"]');
    expect(sessionStorage.getItem(LAST_WISHLIST_STORAGE_KEY)).toBeNull();
  });

  it('reads another tab’s record as a logout only when it says so', async () => {
    const { isLogoutRecord } = await import('./authStore.ts');
    expect(isLogoutRecord(JSON.stringify({ state: { isLoggedOut: true } }))).toBe(true);
    expect(isLogoutRecord(JSON.stringify({ state: { isLoggedOut: false } }))).toBe(false);
    expect(isLogoutRecord('not json')).toBe(false);
    expect(isLogoutRecord(null)).toBe(false);
  });
});
