import { Suspense } from 'react';
import { loadedOnDemand } from '../../ui/loadedOnDemand.ts';
import { useNavigate } from 'react-router';
import { useSite } from '../../platform/siteContext.tsx';
import { withLanguage } from '../../ui/withLanguage.ts';
import { ensureMessages } from '../../i18n/routeMessages.ts';
import { useAuth } from './authStore.ts';
import { useConsent } from '../consent/index.ts';

// The modal, `@ory/client` and the auth texts load only when someone is about to open it.
const authModal = loadedOnDemand(() =>
  Promise.all([import('./components/AuthModal.tsx'), ensureMessages(['auth'])]).then(
    ([module]) => module.default,
  ),
);
const AuthModal = authModal.Component;

/** A pointer or the focus on a sign-in control: fetch the modal now, so it opens at once. */
export const preloadAuthModal = authModal.preload;

/**
 * Where the auth modal lives on every page. Dismissed while a sign-in was required, or on a
 * login page, it goes to the root (SPEC §2).
 */
export function AuthModalHost({ leaveOnDismiss }: { leaveOnDismiss: boolean }) {
  const open = useAuth((state) => state.modal.open);
  // Never stacked over the consent question; it opens once the visitor has chosen.
  const consentAsking = useConsent((state) => state.asking);
  const navigate = useNavigate();
  const { lang } = useSite();
  if (!open || consentAsking) return null;
  const dismiss = () => {
    const { authRequired } = useAuth.getState();
    useAuth.getState().closeModal();
    useAuth.getState().update({ authRequired: false, target: null });
    if (authRequired || leaveOnDismiss) void navigate(withLanguage('/', lang));
  };
  return (
    <Suspense fallback={null}>
      <AuthModal onDismiss={dismiss} />
    </Suspense>
  );
}
