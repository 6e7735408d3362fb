import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRUSTED_MS, useVerifiedCodes } from './verifiedCodes.ts';

const codes = () => useVerifiedCodes.getState();

describe('the verified code trust window', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useVerifiedCodes.setState({ codes: {} });
  });
  afterEach(() => vi.useRealTimers());

  it('reuses a confirmed code until the window ends, then asks for a new one', () => {
    codes().remember('4815162342', '123456');
    vi.advanceTimersByTime(TRUSTED_MS - 1);
    expect(codes().trusted('4815162342')).toBe('123456');
    vi.advanceTimersByTime(1);
    expect(codes().trusted('4815162342')).toBeNull();
    expect(codes().codes).toEqual({});
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
});
