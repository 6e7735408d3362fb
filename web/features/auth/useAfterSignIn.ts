import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '@ory/client';
import { useLocation, useNavigate } from 'react-router';
import { pathAfterLogin } from '../../../shared/auth/signIn.ts';
import { isLoginPage } from '../../../shared/routes/paths.ts';
import { useSite } from '../../platform/siteContext.tsx';
import { withLanguage } from '../../ui/withLanguage.ts';
import { useAuth } from './authStore.ts';
import { SESSION_QUERY_KEY } from './session.ts';

/** The identity's e-mail, as the account knows it. */
export function emailOf(session: Session): string {
  const traits = session.identity?.traits as { email?: unknown } | undefined;
  return typeof traits?.email === 'string' ? traits.email : '';
}

/**
 * SPEC §2, §4: after sign-in the auth-required flag is cleared, the modal closes and the session is
 * read anew; a required target maps to its /myaccount page. On a login page the default is the root;
 * elsewhere the user stays where they signed in.
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { lang } = useSite();
  return (session: Session, authMethod: 'password' | 'social', destination?: string) => {
    const { authRequired, target } = useAuth.getState();
    queryClient.setQueryData(SESSION_QUERY_KEY, session);
    useAuth.getState().signedIn(emailOf(session), authMethod);
    useAuth.getState().update({ target: null, flow: null });
    useAuth.getState().closeModal();
    if (destination) void navigate(withLanguage(destination, lang));
    else if (authRequired || isLoginPage(pathname)) void navigate(withLanguage(pathAfterLogin(target), lang));
  };
}
