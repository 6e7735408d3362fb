import { useSite } from '../../platform/siteContext.tsx';

/**
 * Ends the identity's sessions on every other device; this one stays. Answers
 * whether it worked.
 */
export function useSignOutElsewhere() {
  const { identityBase } = useSite();
  return async (): Promise<boolean> => {
    const [{ identityApi }, { signOutOtherSessions }] = await Promise.all([
      import('./identityClient.ts'),
      import('./flows/otherSessions.ts'),
    ]);
    const outcome = await signOutOtherSessions(identityApi(identityBase));
    if (!outcome.ok) console.error('signing out other sessions failed', outcome.status);
    return outcome.ok;
  };
}
