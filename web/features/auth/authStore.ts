import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { AuthTarget } from '../../../shared/auth/auth.ts';

export type AuthStep =
  'signin' | 'signup' | 'verification' | 'forgotPassword' | 'recoverVerification' | 'resetPassword';

/** SPEC §3 auth state: what local storage keeps of a sign-in between pages and tabs. */
interface AuthRecord {
  status: 'loggedIn' | 'loggedOut';
  target: AuthTarget | null;
  authRequired: boolean;
  isLoggedOut: boolean;
  email: string;
  authMethod: 'password' | 'social' | null;
  /** The flow the modal is in (verification, recovery or settings), so a reload continues it. */
  flow: string | null;
  isAuthorized: boolean;
  isSessionExpired: boolean;
  isRegistrationStarted: boolean;
  isRecoveryStarted: boolean;
}

interface AuthStore extends AuthRecord {
  /** The modal itself is not kept: a reload shows the page, not a dialog. */
  modal: { open: boolean; step: AuthStep };
  openModal: (step?: AuthStep) => void;
  setStep: (step: AuthStep) => void;
  closeModal: () => void;
  update: (changes: Partial<AuthRecord>) => void;
  /** An account page without a session (SPEC §2): remember where the user wanted to go. */
  requireAuth: (target: AuthTarget | null) => void;
  signedIn: (email: string, authMethod: AuthRecord['authMethod']) => void;
  signedOut: () => void;
  /** The session ended without a logout here (expired, revoked, account deleted elsewhere). */
  sessionEnded: () => void;
}

export const AUTH_STORAGE_KEY = 'auth';

const SIGNED_OUT: AuthRecord = {
  status: 'loggedOut',
  target: null,
  authRequired: false,
  isLoggedOut: true,
  email: '',
  authMethod: null,
  flow: null,
  isAuthorized: false,
  isSessionExpired: false,
  isRegistrationStarted: false,
  isRecoveryStarted: false,
};

export const useAuth = create<AuthStore>()(
  persist(
    (set) => ({
      ...SIGNED_OUT,
      isLoggedOut: false,
      modal: { open: false, step: 'signin' },
      openModal: (step = 'signin') => set({ modal: { open: true, step } }),
      setStep: (step) => set((state) => ({ modal: { ...state.modal, step } })),
      closeModal: () => set((state) => ({ modal: { ...state.modal, open: false } })),
      update: (changes) => set(changes),
      requireAuth: (target) =>
        set({ authRequired: true, target, isLoggedOut: false, modal: { open: true, step: 'signin' } }),
      signedIn: (email, authMethod) =>
        set({
          status: 'loggedIn',
          isLoggedOut: false,
          isAuthorized: true,
          isSessionExpired: false,
          authRequired: false,
          email,
          authMethod,
          isRegistrationStarted: false,
          isRecoveryStarted: false,
        }),
      signedOut: () => set({ ...SIGNED_OUT, modal: { open: false, step: 'signin' } }),
      sessionEnded: () => set({ status: 'loggedOut', isAuthorized: false, isSessionExpired: true }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      skipHydration: true,
      partialize: (state): AuthRecord =>
        Object.fromEntries(
          Object.keys(SIGNED_OUT).map((key) => [key, state[key as keyof AuthRecord]]),
        ) as unknown as AuthRecord,
    },
  ),
);

/** Reads what another tab (or an earlier visit) stored; storage may be refused in a partner's frame. */
export async function loadAuthState(): Promise<void> {
  try {
    await useAuth.persist?.rehydrate();
  } catch {
    // Nothing stored can be read: the page starts signed out.
  }
}

/** SPEC §4: did another tab's write to the auth state mark a logout? */
export function isLogoutRecord(storedValue: string | null): boolean {
  if (!storedValue) return false;
  try {
    const parsed = JSON.parse(storedValue) as { state?: Partial<AuthRecord> };
    return parsed.state?.isLoggedOut === true;
  } catch {
    return false;
  }
}
