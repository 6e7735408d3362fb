import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown } from './countdown.ts';
import { CHANGED_PASSWORD_COUNTDOWN_S, RESEND_COOLDOWN_S } from '../auth/signIn.ts';

describe('countdowns (SPEC §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the resend cooldown counts 60 seconds, one tick a second, and ends at zero', () => {
    const ticks: number[] = [];
    const done = vi.fn();
    createCountdown(RESEND_COOLDOWN_S, (n) => ticks.push(n), done).start();
    expect(ticks).toEqual([60]);
    vi.advanceTimersByTime(59_000);
    expect(ticks.at(-1)).toBe(1);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(ticks.at(-1)).toBe(0);
    expect(ticks).toHaveLength(61);
    expect(done).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5000);
    expect(ticks).toHaveLength(61);
  });

  it('the changed-password countdown lasts 8 seconds', () => {
    const done = vi.fn();
    createCountdown(CHANGED_PASSWORD_COUNTDOWN_S, () => {}, done).start();
    vi.advanceTimersByTime(7999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });

  it('starting again restarts from the top; stopping ends the ticks', () => {
    const ticks: number[] = [];
    const countdown = createCountdown(3, (n) => ticks.push(n));
    countdown.start();
    vi.advanceTimersByTime(2000);
    countdown.start();
    expect(ticks).toEqual([3, 2, 1, 3]);
    countdown.stop();
    vi.advanceTimersByTime(5000);
    expect(ticks).toEqual([3, 2, 1, 3]);
  });
});
