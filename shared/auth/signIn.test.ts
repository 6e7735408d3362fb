import { describe, expect, it } from 'vitest';
import {
  authErrorKey,
  authTargetOf,
  codeDigits,
  isCompleteCode,
  isPlausibleEmail,
  isSessionExpired,
  passwordLengthState,
  passwordPairProblem,
  pathAfterLogin,
  resetStep,
  type KratosAnswer,
  callbackUrl,
  safeReturnPath,
  isSessionDetected,
} from './signIn.ts';
import { readReference } from './oryReference/readReference.ts';

/** Real Kratos answers, as Ory's own UI is tested against them (shared/auth/oryReference, copied in with its source and licence). */
const stub = (path: string) => readReference(`ory-elements-stubs/${path}`) as KratosAnswer;

describe('auth error keys (SPEC §5, §8) on real Kratos answers', () => {
  it.each([
    ['login', 'login/1fa/unified/password/wrong-credentials.json', 'loginError'],
    ['recovery', 'recovery/code/wrong-code.json', 'invalidCode'],
    ['verification', 'verification/code/wrong-code.json', 'invalidCode'],
    ['registration', 'registration/two-step/password/password-validation-error.json', 'databreachError'],
  ] as const)('%s answering %s is %s', (kind, file, key) => {
    expect(authErrorKey(kind, stub(file))).toBe(key);
  });

  it('reads the first message for expired codes and accounts already in use', () => {
    expect(
      authErrorKey('verification', {
        ui: { messages: [{ text: 'The verification code has expired or was never sent.' }] },
      }),
    ).toBe('expiredCode');
    expect(
      authErrorKey('registration', {
        ui: {
          messages: [
            {
              id: 4000028,
              text: 'You tried signing in with a@b.c which is already in use by another account.',
            },
          ],
        },
      }),
    ).toBe('alreadyUsedError');
  });

  it('names the session errors, redirects and missing flows', () => {
    expect(authErrorKey('login', { error: { id: 'session_already_available' } })).toBe('sessionExistsError');
    expect(authErrorKey('settings', { error: { id: 'session_refresh_required' } })).toBe(
      'sessionRefreshRequiredError',
    );
    expect(authErrorKey('settings', { redirect_browser_to: '/login' })).toBe('redirectError');
    expect(authErrorKey('registration', null)).toBe('noRegisterFlowError');
    expect(authErrorKey('login', undefined)).toBe('noLoginFlowError');
    expect(authErrorKey('recovery', null)).toBe('noRecoverFlowError');
    expect(authErrorKey('settings', {})).toBe('unknownError');
  });
});

describe('sign-up and password rules (SPEC §5)', () => {
  it('wants an @ in the e-mail', () => {
    expect(isPlausibleEmail('a@b')).toBe(true);
    expect(isPlausibleEmail('ab')).toBe(false);
    expect(isPlausibleEmail('  ')).toBe(false);
  });

  it('marks 8 characters and more, and flags 1 to 7', () => {
    expect(passwordLengthState('')).toBe('empty');
    expect(passwordLengthState('1234567')).toBe('tooShort');
    expect(passwordLengthState('12345678')).toBe('ok');
  });

  it('goes ahead only with both passwords filled and equal', () => {
    expect(passwordPairProblem('secret123', '')).toBe('incomplete');
    expect(passwordPairProblem('secret123', 'secret124')).toBe('noMatch');
    expect(passwordPairProblem('secret123', 'secret123')).toBeNull();
  });

  it('keeps six digits of a pasted code', () => {
    expect(codeDigits(' 12-34 56 78 ')).toBe('123456');
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
  });
});

describe('session guard (SPEC §2)', () => {
  it('maps account pages to targets and targets back to pages', () => {
    expect(authTargetOf('/myaccount/bookings')).toBe('bookings');
    expect(authTargetOf('/myaccount/wishlists')).toBe('wishlists');
    expect(authTargetOf('/myaccount/wishlists/AbCdEfGhIjKlMnOpQrStUv')).toBeNull();
    expect(authTargetOf('/myaccount')).toBeNull();
    expect(pathAfterLogin('profile')).toBe('/myaccount/profile');
    expect(pathAfterLogin('somewhere')).toBe('/');
    expect(pathAfterLogin(null)).toBe('/');
  });

  it('knows an expired session and where a recovery continues', () => {
    expect(isSessionExpired('2020-01-01T00:00:00Z')).toBe(true);
    expect(isSessionExpired(new Date(Date.now() + 60_000).toISOString())).toBe(false);
    expect(isSessionExpired(null)).toBe(true);
    expect(resetStep({ active: true, authentication_methods: [{ method: 'code_recovery' }] })).toBe(
      'resetPassword',
    );
    expect(resetStep({ active: true, authentication_methods: [{ method: 'password' }] })).toBe('finish');
    expect(resetStep(null)).toBe('recoverVerification');
  });
});

describe('identity plumbing (SPEC §2, §4, §7)', () => {
  it('returns through /callback?returnTo= and only ever to this site', () => {
    const origin = 'https://portal.test';
    expect(callbackUrl(origin, '/myaccount/bookings?lang=de')).toBe(
      'https://portal.test/callback?returnTo=%2Fmyaccount%2Fbookings%3Flang%3Dde',
    );
    expect(safeReturnPath('/myaccount/bookings?lang=de', origin)).toBe('/myaccount/bookings?lang=de');
    expect(safeReturnPath('https://portal.test/myaccount', origin)).toBe('/myaccount');
    expect(safeReturnPath('https://evil.example/phish', origin)).toBeNull();
    expect(safeReturnPath('//evil.example/phish', origin)).toBeNull();
    expect(safeReturnPath(null, origin)).toBeNull();
    // Same origin, but a path a browser would read as another host (issue 14).
    expect(safeReturnPath('https://portal.test//evil.example/phish', origin)).toBe('/evil.example/phish');
  });

  it('recognises the login answer that means a session exists (SPEC §4)', () => {
    expect(
      isSessionDetected({
        error: {
          reason:
            'A valid session was detected and thus login is not possible. Did you forget to set `?refresh=true`?',
        },
      }),
    ).toBe(true);
    expect(isSessionDetected({ error: { message: 'the request was malformed' } })).toBe(false);
    expect(isSessionDetected(null)).toBe(false);
  });
});
