import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDaysIso,
  isChangeable,
  isPrecheckinExpired,
  precheckinLastDay,
  stayPhase,
  todayIso,
} from './stay.ts';

describe('stay', () => {
  it('knows before, during and after', () => {
    expect(stayPhase('2027-01-10', '2027-01-17', '2027-01-09')).toBe('before');
    expect(stayPhase('2027-01-10', '2027-01-17', '2027-01-10')).toBe('during');
    expect(stayPhase('2027-01-10', '2027-01-17', '2027-01-16')).toBe('during');
    expect(stayPhase('2027-01-10', '2027-01-17', '2027-01-17')).toBe('after');
  });

  it('closes the pre-check-in on the arrival day; the day before is the last', () => {
    expect(precheckinLastDay('2027-03-01')).toBe('2027-02-28');
    expect(isPrecheckinExpired('2027-03-01', '2027-02-28')).toBe(false);
    expect(isPrecheckinExpired('2027-03-01', '2027-03-01')).toBe(true);
    expect(addDaysIso('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('lets a live booking change until arrival', () => {
    expect(isChangeable({ state: 'OK', checkin: '2027-01-10' }, '2027-01-09')).toBe(true);
    expect(isChangeable({ state: 'OK', checkin: '2027-01-10' }, '2027-01-10')).toBe(false);
    expect(isChangeable({ state: 'CA', checkin: '2027-01-10' }, '2026-01-01')).toBe(false);
    expect(isChangeable({ state: 'XX', checkin: '2027-01-10' }, '2026-01-01')).toBe(false);
  });
});

describe('today', () => {
  afterEach(() => vi.useRealTimers());

  it('is the UTC day, and the next one from midnight on', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2027-03-01T23:59:59.999Z'));
    expect(todayIso()).toBe('2027-03-01');
    vi.setSystemTime(new Date('2027-03-02T00:00:00.000Z'));
    expect(todayIso()).toBe('2027-03-02');
    vi.setSystemTime(new Date('2027-02-28T12:00:00Z'));
    expect(todayIso()).toBe('2027-02-28');
  });

  it("is the given moment's day when one is given", () => {
    expect(todayIso(new Date('2027-12-31T23:00:00-05:00'))).toBe('2028-01-01');
  });
});
