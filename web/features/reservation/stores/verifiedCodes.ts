import { create } from 'zustand';

/** A verified code holds 15 minutes on the server; the page trusts it a little less long. */
export const TRUSTED_MS = 14 * 60 * 1000;

/** The device's copy of the codes still trusted, so a reload or a new tab of the reservation keeps them. */
export const VERIFIED_CODES_STORAGE_KEY = 'verifiedCodes';

interface Remembered {
  code: string;
  until: number;
}

type Codes = Record<string, Remembered>;

interface VerifiedCodes {
  codes: Codes;
  remember: (number: string, code: string) => void;
  forget: (number: string) => void;
  /** The code to send with a change now, or null once its trust window has ended (it is forgotten then). */
  trusted: (number: string) => string | null;
}

/** The codes the device keeps, without those whose window has ended; null where storage is refused. */
function storedCodes(now: number): Codes | null {
  try {
    const stored = JSON.parse(localStorage.getItem(VERIFIED_CODES_STORAGE_KEY) ?? '{}') as Codes;
    return Object.fromEntries(Object.entries(stored).filter(([, { until }]) => now < until));
  } catch {
    return null;
  }
}

function storeCodes(codes: Codes) {
  try {
    if (Object.keys(codes).length === 0) localStorage.removeItem(VERIFIED_CODES_STORAGE_KEY);
    else localStorage.setItem(VERIFIED_CODES_STORAGE_KEY, JSON.stringify(codes));
  } catch {
    // No storage (private mode, refused): the code holds for this page only.
  }
}

/**
 * Codes the guest confirmed, per reservation, so one confirmation covers several changes for its
 * minutes (SPEC §6), also across a reload or in a new tab of the reservation: the code is kept on
 * the device with its end, and dropped at its end, on a refusal, or when another tab forgot it.
 * A code is a credential of one reservation for a quarter of an hour, no more than its link is.
 */
export const useVerifiedCodes = create<VerifiedCodes>()((set, get) => ({
  codes: {},
  remember: (number, code) => {
    const now = Date.now();
    const codes = { ...(storedCodes(now) ?? get().codes), [number]: { code, until: now + TRUSTED_MS } };
    storeCodes(codes);
    set({ codes });
  },
  forget: (number) => {
    const { [number]: _forgotten, ...rest } = storedCodes(Date.now()) ?? get().codes;
    storeCodes(rest);
    set({ codes: rest });
  },
  trusted: (number) => {
    const now = Date.now();
    // The device's copy where there is one: another tab may have confirmed or forgotten a code.
    const remembered = (storedCodes(now) ?? get().codes)[number];
    if (remembered && now < remembered.until) return remembered.code;
    // Ended, or forgotten in another tab: this page forgets it too, and the device drops ended codes.
    if (get().codes[number]) get().forget(number);
    return null;
  },
}));
