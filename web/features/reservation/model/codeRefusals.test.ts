import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../../shared/upstream/upstreamError.ts';
import { setupI18n } from '@lingui/core';
import { compiledMessages } from '../../../i18n/catalogs.server.ts';
import { CATALOGUES } from '../../../i18n/catalog.ts';
import type { Translate } from '../../../i18n/useT.ts';
import { sendRefusalText, verifyRefusal } from './codeRefusals.ts';

const refused = (status: number, error?: string, retryAfterS?: number) =>
  UpstreamError.fromStatus(status, error ? { error, fields: {} } : undefined, retryAfterS);

const i18n = setupI18n({ locale: 'en', messages: { en: compiledMessages('en', CATALOGUES) } });
const t: Translate = (id, values) => i18n._(id, values);

describe("a refused code, in the guest's words", () => {
  it('tells a wrong, an expired and a locked code apart', () => {
    expect(verifyRefusal(refused(401))).toBe('code.invalid');
    expect(verifyRefusal(refused(400, 'authcode_expired'))).toBe('code.expired');
    expect(verifyRefusal(refused(429, 'authcode_locked'))).toBe('code.locked');
    expect(verifyRefusal(new TypeError('offline'))).toBe('action.failed');
  });

  it('tells a guest who sent too many codes how long to wait, in words (issue 43 point 6)', () => {
    expect(sendRefusalText(t, refused(429, 'too_many_codes', 250))).toBe(
      'You have asked for several codes already. You can try again in 5 minutes.',
    );
    expect(sendRefusalText(t, refused(429, 'too_many_codes', 30))).toBe(
      'You have asked for several codes already. You can try again in 1 minute.',
    );
    // Without the service's word, the whole window (issue 14: 3 sends per 15 minutes).
    expect(sendRefusalText(t, refused(429, 'too_many_codes'))).toBe(
      'You have asked for several codes already. You can try again in 15 minutes.',
    );
    expect(sendRefusalText(t, refused(503))).toBe(
      'That did not work. Nothing was changed; please try again.',
    );
  });
});
