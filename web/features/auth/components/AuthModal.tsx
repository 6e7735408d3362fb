import type { ComponentType } from 'react';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import type { MessageId } from '../../../i18n/catalog.ts';
import { useT } from '../../../i18n/useT.ts';
import { useFocusOnChange } from '../../../ui/useFocusOnChange.ts';
import { useAuth, type AuthStep } from '../authStore.ts';
import { SignIn } from '../steps/SignIn.tsx';
import { SignUp } from '../steps/SignUp.tsx';
import { Verification } from '../steps/Verification.tsx';
import { ForgotPassword } from '../steps/ForgotPassword.tsx';
import { RecoverVerification } from '../steps/RecoverVerification.tsx';
import { ResetPassword } from '../steps/ResetPassword.tsx';

const STEPS: Record<AuthStep, { title: MessageId; Step: ComponentType }> = {
  signin: { title: 'auth.signin.title', Step: SignIn },
  signup: { title: 'auth.signup.title', Step: SignUp },
  verification: { title: 'auth.verification.title', Step: Verification },
  forgotPassword: { title: 'auth.forgotPassword.title', Step: ForgotPassword },
  recoverVerification: { title: 'auth.recoverVerification.title', Step: RecoverVerification },
  resetPassword: { title: 'auth.resetPassword.title', Step: ResetPassword },
};

/**
 * SPEC §2: one modal for signing in, up and back, switching steps in place (ModalDialog keeps
 * focus inside and gives it back on close); each new step moves focus to its title.
 */
export default function AuthModal({ onDismiss }: { onDismiss: () => void }) {
  const t = useT();
  const step = useAuth((state) => state.modal.step);
  const title = useFocusOnChange<HTMLHeadingElement>(step);
  const { Step } = STEPS[step];

  return (
    <ModalDialog labelledBy="auth-title" className="auth-dialog" onDismiss={onDismiss}>
      <div className="dialog-header">
        <h2 id="auth-title" ref={title} tabIndex={-1}>
          {t(STEPS[step].title)}
        </h2>
        <button type="button" className="dialog-close" aria-label={t('auth.close')} onClick={onDismiss}>
          ×
        </button>
      </div>
      <Step key={step} />
    </ModalDialog>
  );
}
