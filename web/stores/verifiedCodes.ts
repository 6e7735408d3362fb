import { create } from 'zustand';

/** A verified code holds 15 minutes on the server; the page trusts it a little less long. */
const TRUSTED_MS = 14 * 60 * 1000;

interface VerifiedCodes {
  codes: Record<string, { code: string; until: number }>;
  remember: (number: string, code: string) => void;
  forget: (number: string) => void;
}

/**
 * Codes the guest confirmed, per reservation, so one confirmation covers several changes.
 * Kept in memory only: a code is a credential, and a reload asks for a new one.
 */
export const useVerifiedCodes = create<VerifiedCodes>()((set, get) => ({
  codes: {},
  remember: (number, code) =>
    set({ codes: { ...get().codes, [number]: { code, until: Date.now() + TRUSTED_MS } } }),
  forget: (number) => {
    const { [number]: _forgotten, ...rest } = get().codes;
    set({ codes: rest });
  },
}));

export function useVerifiedCode(number: string): string | null {
  return useVerifiedCodes((state) => state.codes[number]?.code ?? null);
}
