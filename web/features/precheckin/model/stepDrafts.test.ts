import { describe, expect, it } from 'vitest';
import {
  draftsOutlived,
  forgetDraft,
  forgetDrafts,
  isGuestEdit,
  readDraft,
  keepDraft,
} from './stepDrafts.ts';

/** A Storage as the browser's, kept in a Map. */
class FakeStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (index: number) => [...this.items.keys()][index] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

const passport = { firstName: 'Emma', passportNumber: 'P1234567' };

describe('pre-check-in drafts', () => {
  it('keeps what is typed per pre-check-in and step, until that step is saved', () => {
    const storage = new FakeStorage();
    keepDraft(storage, 'token-a', 'travellers', passport);
    keepDraft(storage, 'token-a', 'customer', { town: 'London' });
    expect(readDraft(storage, 'token-a', 'travellers')).toEqual(passport);
    expect(readDraft(storage, 'token-b', 'travellers')).toBeNull();

    forgetDraft(storage, 'token-a', 'travellers');
    expect(readDraft(storage, 'token-a', 'travellers')).toBeNull();
    expect(readDraft(storage, 'token-a', 'customer')).toEqual({ town: 'London' });
  });

  it("forgets every step's draft of one pre-check-in and nothing else", () => {
    const storage = new FakeStorage();
    for (const step of ['customer', 'arrival', 'travellers']) keepDraft(storage, 'token-a', step, passport);
    keepDraft(storage, 'token-b', 'travellers', passport);
    storage.setItem('bookmarks', '["A1"]');

    forgetDrafts(storage, 'token-a');
    expect(storage.length).toBe(2);
    expect(readDraft(storage, 'token-b', 'travellers')).toEqual(passport);
    expect(storage.getItem('bookmarks')).toBe('["A1"]');
  });

  it('keeps no draft once the pre-check-in is completed or expired', () => {
    expect(draftsOutlived({ completedAt: null, expired: false })).toBe(false);
    expect(draftsOutlived({ completedAt: '2026-06-01T10:00:00Z', expired: false })).toBe(true);
    expect(draftsOutlived({ completedAt: null, expired: true })).toBe(true);
  });

  it('drafts only what the guest changes, not resets or state changes after a save', () => {
    expect(isGuestEdit({ name: 'firstName' })).toBe(true);
    expect(isGuestEdit({ name: 'travellers' })).toBe(true);
    expect(isGuestEdit({})).toBe(false);
  });

  it('reads a damaged draft as none', () => {
    const storage = new FakeStorage();
    storage.setItem('precheckin-draft:token-a:customer', '{not json');
    expect(readDraft(storage, 'token-a', 'customer')).toBeNull();
  });
});
