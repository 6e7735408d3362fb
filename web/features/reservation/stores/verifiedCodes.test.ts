import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRUSTED_MS, useVerifiedCodes, VERIFIED_CODES_STORAGE_KEY } from './verifiedCodes.ts';

const codes = () => useVerifiedCodes.getState();

/** The device's storage, as far as the store uses it. */
function deviceStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A reload or a new tab: the page's memory starts empty, the device's storage stays. */
const newPage = () => useVerifiedCodes.setState({ codes: {} });

describe('the verified code trust window', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('localStorage', deviceStorage());
    newPage();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reuses a confirmed code until the window ends, then asks for a new one', () => {
    codes().remember('4815162342', '123456');
    vi.advanceTimersByTime(TRUSTED_MS - 1);
    expect(codes().trusted('4815162342')).toBe('123456');
    vi.advanceTimersByTime(1);
    expect(codes().trusted('4815162342')).toBeNull();
    expect(codes().codes).toEqual({});
    expect(localStorage.getItem(VERIFIED_CODES_STORAGE_KEY)).toBeNull();
  });

  it('keeps the window across a reload or in a new tab, and ends it at the same time there', () => {
    codes().remember('4815162342', '123456');
    vi.advanceTimersByTime(5 * 60 * 1000);
    newPage();
    expect(codes().trusted('4815162342')).toBe('123456');
    vi.advanceTimersByTime(TRUSTED_MS - 5 * 60 * 1000);
    newPage();
    expect(codes().trusted('4815162342')).toBeNull();
  });

  it('forgets a code in every tab once one tab has it refused', () => {
    codes().remember('4815162342', '123456');
    codes().forget('4815162342');
    newPage();
    expect(codes().trusted('4815162342')).toBeNull();
  });

  it('starts the window again with a newly confirmed code', () => {
    codes().remember('4815162342', '123456');
    vi.advanceTimersByTime(TRUSTED_MS - 1000);
    codes().remember('4815162342', '654321');
    vi.advanceTimersByTime(TRUSTED_MS - 1);
    expect(codes().trusted('4815162342')).toBe('654321');
  });

  it('keeps each reservation to its own code, and a forgotten code is asked for again', () => {
    codes().remember('4815162342', '123456');
    codes().remember('4815162344', '222222');
    codes().forget('4815162342');
    expect(codes().trusted('4815162342')).toBeNull();
    expect(codes().trusted('4815162344')).toBe('222222');
  });

  it('trusts nothing for a reservation without a confirmed code', () => {
    expect(codes().trusted('4815162342')).toBeNull();
  });

  it('holds a code for the page alone where the device refuses storage', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    });
    codes().remember('4815162342', '123456');
    expect(codes().trusted('4815162342')).toBe('123456');
  });
});
