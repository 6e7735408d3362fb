/**
 * Drafts of pre-check-in steps: what the guest typed (passport data among it) before the step is
 * saved. They live in session storage, which a reload keeps and closing the tab ends, and each is
 * forgotten once its step is saved; all of a pre-check-in's go once it is completed or expired.
 */

const PREFIX = 'precheckin-draft:';
const keyOf = (token: string, step: string) => `${PREFIX}${token}:${step}`;

/** Where drafts are kept; null where the browser gives no storage (private mode, a partner's frame). */
export function draftStorage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

export function keepDraft(storage: Storage, token: string, step: string, values: unknown): void {
  storage.setItem(keyOf(token, step), JSON.stringify(values));
}

export function readDraft(storage: Storage, token: string, step: string): unknown {
  try {
    return JSON.parse(storage.getItem(keyOf(token, step)) ?? 'null');
  } catch {
    return null;
  }
}

export function forgetDraft(storage: Storage, token: string, step: string): void {
  storage.removeItem(keyOf(token, step));
}

/** Every step's draft of one pre-check-in. */
export function forgetDrafts(storage: Storage, token: string): void {
  const own = keyOf(token, '');
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(own)) storage.removeItem(key);
}

/** A completed or expired pre-check-in takes no more changes: nothing typed for it is worth keeping. */
export const draftsOutlived = (precheckin: { completedAt: string | null; expired: boolean }): boolean =>
  precheckin.completedAt !== null || precheckin.expired;

/**
 * A change of a field's value (typing, a choice, a row added), as the form names it. Resets
 * and form-state notices name no field: drafting those would write a step back after its save.
 */
export const isGuestEdit = (info: { name?: string }): boolean => info.name !== undefined;

/**
 * On every pre-check-in page: drafts of a completed or expired pre-check-in go, and so does any
 * draft an earlier version left in local storage, where it outlived the tab.
 */
export function tidyDrafts(precheckin: {
  token: string;
  completedAt: string | null;
  expired: boolean;
}): void {
  try {
    forgetDrafts(localStorage, precheckin.token);
    const storage = draftStorage();
    if (storage && draftsOutlived(precheckin)) forgetDrafts(storage, precheckin.token);
  } catch {
    // No storage: nothing kept.
  }
}
