import type { AuthErrorKey } from '../../../../shared/auth/signIn.ts';
import type { MessageId } from '../../../i18n/catalog.ts';
import { useT } from '../../../i18n/useT.ts';
import { useAuth, type AuthStep } from '../authStore.ts';
import { SocialButtons } from './SocialButtons.tsx';

interface Props {
  kind: 'login' | 'registration';
  onError: (key: AuthErrorKey) => void;
  /** The line under the buttons that switches to the other step (sign up, or sign in). */
  switchTo: { step: AuthStep; prompt: MessageId; link: MessageId };
}

/** SPEC §2: below the form, 'or', the apple and google buttons, and the way to the other step. */
export function SocialAlternative({ kind, onError, switchTo }: Props) {
  const t = useT();
  return (
    <>
      <p className="divider">
        <span>{t('auth.or')}</span>
      </p>
      <SocialButtons kind={kind} onError={onError} />
      <p className="switch-step">
        {t(switchTo.prompt)}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => useAuth.getState().setStep(switchTo.step)}
        >
          {t(switchTo.link)}
        </button>
      </p>
    </>
  );
}
