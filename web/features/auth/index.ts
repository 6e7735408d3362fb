/**
 * What other features use of signing in: the session and the auth state, the guard of account
 * pages, and the ways out (log out, sign out elsewhere, leave a page that needs a session). The app
 * composes the rest (the modal host, the header's account corner, other tabs' logouts). Other
 * features import them from the files named here rather than from this one, which would load all
 * of them into the page.
 */
export { SESSION_QUERY_KEY, useSession } from './session.ts';
export { useAuth } from './authStore.ts';
export { emailOf } from './useAfterSignIn.ts';
export { AccountGuard } from './AccountGuard.tsx';
export { useLogout } from './useLogout.ts';
export { useSignOutElsewhere } from './useSignOutElsewhere.ts';
export { useLeaveSignedOut } from './useLeaveSignedOut.ts';
