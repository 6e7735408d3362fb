import { create } from 'zustand';

/** A verified code holds 15 minutes on the server; the page trusts it a little less long. */
export const TRUSTED_MS = 14 * 60 * 1000;

interface Remembered {
  code: string;
  until: number;
}

interface VerifiedCodes {
  codes: Record<string, Remembered>;
  remember: (number: string, code: string) => void;
  forget: (number: string) => void;
  /** The code to send with a change now, or null once its trust window has ended (it is forgotten then). */
  trusted: (number: string) => string | null;
}

/**
 * Codes the guest confirmed, per reservation, so one confirmation covers several changes for a
 * while. Kept in memory only: a code is a credential, and a reload asks for a new one.
 */
export const useVerifiedCodes = create<VerifiedCodes>()((set, get) => ({
  codes: {},
  remember: (number, code) =>
    set({ codes: { ...get().codes, [number]: { code, until: Date.now() + TRUSTED_MS } } }),
  forget: (number) => {
    const { [number]: _forgotten, ...rest } = get().codes;
    set({ codes: rest });
  },
  trusted: (number) => {
    const remembered = get().codes[number];
    if (!remembered) return null;
    if (Date.now() < remembered.until) return remembered.code;
    get().forget(number);
    return null;
  },
}));
