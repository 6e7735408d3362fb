import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pathAfterLogin, safeReturnPath } from '../../../../shared/auth/signIn.ts';
import { PageHeading } from '../../../ui/PageHeading.tsx';
import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { withLanguage } from '../../../ui/withLanguage.ts';
import { useAuth, type AuthStep } from '../authStore.ts';
import { fetchSession, useSession } from '../session.ts';
import { useAfterSignIn } from '../useAfterSignIn.ts';
import type { MessageId } from '../../../i18n/catalog.ts';

/** A login-layout page opens its step of the modal; a `flow` in the query continues that flow. */
function AuthPage({ step, title }: { step: AuthStep; title: MessageId }) {
  const t = useT();
  const [params] = useSearchParams();
  const flow = params.get('flow');
  const { session, checking } = useSession();
  const afterSignIn = useAfterSignIn();
  // Signed in already: signing in or up again has no point, so the page moves on (SPEC §2 mapping).
  const moveOn = session !== null && (step === 'signin' || step === 'signup');
  useEffect(() => {
    if (checking) return;
    if (moveOn && session) return afterSignIn(session, useAuth.getState().authMethod ?? 'password');
    if (flow) useAuth.getState().update({ flow });
    useAuth.getState().openModal(step);
    // The session decides once it is known; afterSignIn is a fresh function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow, step, checking, moveOn]);
  return (
    <>
      <PageHeading title={title} />
      <p>{t('auth.page.text')}</p>
      <button type="button" className="button cta" onClick={() => useAuth.getState().openModal(step)}>
        {t(title)}
      </button>
    </>
  );
}

export const Login = () => <AuthPage step="signin" title="page.login" />;
export const Register = () => <AuthPage step="signup" title="page.register" />;
export const ForgotPassword = () => <AuthPage step="forgotPassword" title="page.forgotPassword" />;
export const ResetPassword = () => <AuthPage step="resetPassword" title="page.resetPassword" />;
export const Verify = () => <AuthPage step="verification" title="page.verify" />;

/**
 * SPEC §2 `/callback?returnTo=`: the identity service sends the browser here after a provider.
 * With a session the user is signed in and goes on to `returnTo` (this site's paths only).
 */
export function Callback() {
  const t = useT();
  const { identityBase, lang } = useSite();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const [failed, setFailed] = useState(false);
  const returnTo = params.get('returnTo');

  useEffect(() => {
    let cancelled = false;
    void fetchSession(identityBase).then((session) => {
      if (cancelled) return;
      if (!session) {
        setFailed(true);
        useAuth.getState().openModal('signin');
        return;
      }
      const target =
        safeReturnPath(returnTo, window.location.origin) ?? pathAfterLogin(useAuth.getState().target);
      afterSignIn(session, 'social', target);
    });
    return () => {
      cancelled = true;
    };
    // Once per arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <PageHeading title="page.callback" />
      <p aria-live="polite">{failed ? t('auth.callback.failed') : t('auth.callback.pending')}</p>
      {failed && (
        <button
          type="button"
          className="button outline"
          onClick={() => void navigate(withLanguage('/', lang))}
        >
          {t('auth.callback.home')}
        </button>
      )}
    </>
  );
}
