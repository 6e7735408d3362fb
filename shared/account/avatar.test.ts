import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarProblem, imageTypeOf } from './avatar.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('avatar rules (SPEC §5, §9)', () => {
  it('knows JPEG, PNG and WebP by their bytes and nothing else', () => {
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    expect(imageTypeOf(webp)).toBe('image/webp');
    expect(imageTypeOf(new TextEncoder().encode('%PDF-1.4'))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toBeNull();
  });

  it('refuses 1 MB or more as too large, and types other than the three', () => {
    expect(avatarProblem({ size: AVATAR_MAX_BYTES - 1, type: 'image/png' })).toBeNull();
    expect(avatarProblem({ size: AVATAR_MAX_BYTES, type: 'image/png' })).toBe('fileTooLarge');
    expect(avatarProblem({ size: 10, type: 'image/gif' })).toBe('fileType');
    expect(avatarProblem({ size: 10, type: 'application/pdf' })).toBe('fileType');
  });
});
