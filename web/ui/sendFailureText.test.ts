import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { UpstreamError } from '../../shared/upstream/upstreamError.ts';
import { compiledMessages } from '../i18n/catalogs.server.ts';
import { CATALOGUES } from '../i18n/catalog.ts';
import type { Translate } from '../i18n/useT.ts';
import { sendFailureText } from './sendFailureText.ts';

const refused = (status: number, error?: string, retryAfterS?: number) =>
  UpstreamError.fromStatus(status, error ? { error, fields: {} } : undefined, retryAfterS);

const i18n = setupI18n({ locale: 'en', messages: { en: compiledMessages('en', CATALOGUES) } });
const t: Translate = (id, values) => i18n._(id, values);

/** The code step's texts (reservation's CODE_SEND_REFUSAL): its window is a quarter of an hour. */
const CODE_SEND = {
  rateLimited: 'code.tooManySends',
  failed: 'action.failed',
  defaultWaitS: 15 * 60,
} as const;

describe("a refused send, in the guest's words", () => {
  it('tells a guest who sent too many codes how long to wait, in words (issue 43 point 6)', () => {
    expect(sendFailureText(t, refused(429, 'too_many_codes', 250), CODE_SEND)).toBe(
      'You have asked for several codes already. You can try again in 5 minutes.',
    );
    expect(sendFailureText(t, refused(429, 'too_many_codes', 30), CODE_SEND)).toBe(
      'You have asked for several codes already. You can try again in 1 minute.',
    );
    // Without the service's word, the whole window (issue 14: 3 sends per 15 minutes).
    expect(sendFailureText(t, refused(429, 'too_many_codes'), CODE_SEND)).toBe(
      'You have asked for several codes already. You can try again in 15 minutes.',
    );
    expect(sendFailureText(t, refused(503), CODE_SEND)).toBe(
      'That did not work. Nothing was changed; please try again.',
    );
  });
});
