/** SPEC §5, §9: an avatar is under 1 MB and of a permitted type. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
type AvatarType = (typeof AVATAR_TYPES)[number];

/** SPEC §4: after an upload the profile is reloaded up to 5 times, 1 s apart, until the picture changes. */
export const AVATAR_RELOAD_TRIES = 5;
export const AVATAR_RELOAD_INTERVAL_MS = 1000;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type by its bytes (never by its name): JPEG, PNG or WebP, else null. */
export function imageTypeOf(bytes: Uint8Array): AvatarType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const riff = [0x52, 0x49, 0x46, 0x46];
  const webp = [0x57, 0x45, 0x42, 0x50];
  if (startsWith(bytes, riff) && startsWith(bytes, webp, 8)) return 'image/webp';
  return null;
}

/** The browser's check before sending: SPEC §8 "file too large", else a type it may not send. */
export function avatarProblem(file: { size: number; type: string }): 'fileTooLarge' | 'fileType' | null {
  if (file.size >= AVATAR_MAX_BYTES) return 'fileTooLarge';
  return (AVATAR_TYPES as readonly string[]).includes(file.type) ? null : 'fileType';
}
