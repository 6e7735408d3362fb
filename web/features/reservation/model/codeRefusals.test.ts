import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../../shared/upstream/upstreamError.ts';
import { verifyRefusal } from './codeRefusals.ts';

const refused = (status: number, error?: string) =>
  UpstreamError.fromStatus(status, error ? { error, fields: {} } : undefined);

describe("a refused code, in the guest's words", () => {
  it('tells a wrong, an expired and a locked code apart', () => {
    expect(verifyRefusal(refused(401))).toBe('code.invalid');
    expect(verifyRefusal(refused(400, 'authcode_expired'))).toBe('code.expired');
    expect(verifyRefusal(refused(429, 'authcode_locked'))).toBe('code.locked');
    expect(verifyRefusal(new TypeError('offline'))).toBe('action.failed');
  });
});
