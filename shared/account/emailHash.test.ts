import { describe, expect, it } from 'vitest';
import { emailHashPrefix } from './emailHash.ts';
import { sha256Hex } from '../encoding/sha256.ts';

describe('e-mail hash prefix (SPEC §7)', () => {
  it('is 8 hex digits of the SHA-256 of the trimmed, lower-cased address', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await emailHashPrefix(' Anna@Example.com ')).toBe(await emailHashPrefix('anna@example.com'));
    expect(await emailHashPrefix('anna@example.com')).toBe((await sha256Hex('anna@example.com')).slice(0, 8));
    expect(await emailHashPrefix('anna@example.com')).toMatch(/^[0-9a-f]{8}$/);
  });
});
