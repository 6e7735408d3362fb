import type { UiText } from './flowTypes.ts';

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', apple: 'Apple' };

/** 4000028: the address belongs to an account already; the text names how to sign in instead. */
export function duplicate(email: string, hasPassword: boolean, providers: string[]): UiText {
  const how = hasPassword ? 'your password' : providers.map((p) => PROVIDER_NAMES[p] ?? p).join(' or ');
  return {
    id: 4000028,
    text: `You tried signing in with ${email} which is already in use by another account. You can sign in using ${how}.`,
    type: 'error',
    context: {
      available_credential_types: [
        ...(hasPassword ? ['password'] : []),
        ...(providers.length ? ['oidc'] : []),
      ],
      available_oidc_providers: providers,
      credential_identifier_hint: email,
    },
  };
}
