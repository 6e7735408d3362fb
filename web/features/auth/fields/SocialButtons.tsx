import { useState } from 'react';
import type { AuthErrorKey } from '../../../../shared/auth/signIn.ts';
import { useT } from '../../../i18n/useT.ts';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { useIdentityFlows } from '../useIdentityFlows.ts';

const PROVIDERS = [
  { id: 'apple', label: 'auth.social.apple' },
  { id: 'google', label: 'auth.social.google' },
] as const;

/**
 * SPEC §4: social sign-in or sign-up goes through the oidc method; the identity service answers
 * with the provider's page to go to. If that start fails, initError asks for a reload.
 */
export function SocialButtons({
  kind,
  onError,
}: {
  kind: 'login' | 'registration';
  onError: (key: AuthErrorKey) => void;
}) {
  const t = useT();
  const flows = useIdentityFlows();
  const [pending, setPending] = useState<string | null>(null);
  const start = async (provider: string) => {
    setPending(provider);
    const result = await flows.startSocial(kind, provider);
    if (result !== 'redirected') {
      setPending(null);
      onError(result);
    }
  };
  return (
    <div className="social-buttons">
      {PROVIDERS.map((provider) => (
        <LoadingButton
          key={provider.id}
          variant="outline"
          loading={pending === provider.id}
          disabled={pending !== null}
          onClick={() => void start(provider.id)}
        >
          {t(provider.label)}
        </LoadingButton>
      ))}
    </div>
  );
}
