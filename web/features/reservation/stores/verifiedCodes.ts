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

/**
 * Codes the guest confirmed, per reservation, so one confirmation covers several changes for its
 * minutes (SPEC §6), also across a reload or in a new tab of the reservation: the code is kept on
 * the device with its end, and dropped at its end, on a refusal, or when another tab forgot it.
 * A code is a credential of one reservation for a quarter of an hour, no more than its link is.
 * Where the device refuses storage (private mode), the code holds for this page alone.
 */
export const useVerifiedCodes = create<VerifiedCodes>()((set, get) => {
  /** The codes still trusted: the device's copy (another tab may have changed it), else this page's. */
  const current = (now: number) => {
    let codes = get().codes;
    try {
      codes = JSON.parse(localStorage.getItem(VERIFIED_CODES_STORAGE_KEY) ?? '{}') as Codes;
    } catch {
      // No storage: this page's codes.
    }
    return Object.fromEntries(Object.entries(codes).filter(([, { until }]) => now < until));
  };
  const keep = (codes: Codes) => {
    try {
      if (Object.keys(codes).length === 0) localStorage.removeItem(VERIFIED_CODES_STORAGE_KEY);
      else localStorage.setItem(VERIFIED_CODES_STORAGE_KEY, JSON.stringify(codes));
    } catch {
      // No storage: kept in this page alone.
    }
    set({ codes });
  };
  return {
    codes: {},
    remember: (number, code) => {
      const now = Date.now();
      keep({ ...current(now), [number]: { code, until: now + TRUSTED_MS } });
    },
    forget: (number) => {
      const { [number]: _forgotten, ...rest } = current(Date.now());
      keep(rest);
    },
    trusted: (number) => {
      const codes = current(Date.now());
      // Ended, or forgotten in another tab: this page forgets it too, and the device drops ended codes.
      if (!codes[number] && get().codes[number]) keep(codes);
      return codes[number]?.code ?? null;
    },
  };
});
