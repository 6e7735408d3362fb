import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANNA, JONAS } from '../identity/testBrowser.ts';
import { resetSandbox } from '../identity/testSandbox.ts';
import type { User } from '../../shared/account/schemas/user.ts';
import { AVATAR_MAX_BYTES } from '../../shared/account/avatar.ts';
import { signedIn } from './users/testAccount.ts';

beforeEach(async () => {
  await resetSandbox();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

function upload(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return { method: 'POST', body: form };
}

/** The moment after an upload passes (the sandbox's stand-in for the image pipeline). */
const settle = () =>
  env.SANDBOX_DB.prepare('UPDATE guestworld_users SET pending_visible_at = ?')
    .bind(new Date(0).toISOString())
    .run();

const profileImg = async (call: (path?: string) => Promise<Response>) =>
  ((await (await call('')).json()) as User).profileImg;

describe('POST /picture', () => {
  it('stores a PNG, shows it a moment later in place of the old one, and serves its bytes', async () => {
    const { call } = await signedIn(ANNA);
    const before = await profileImg(call);
    const response = await call('/picture', upload(PNG, 'me.png', 'image/png'));
    expect(response.status).toBe(202);
    expect(((await response.json()) as User).profileImg).toBe(before);
    expect(await profileImg(call)).toBe(before);
    await settle();
    const after = await profileImg(call);
    expect(after).not.toBe(before);
    const served = await call(after!.replace('/guestworld-api/v2/users', ''));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('refuses 2 MB with 413 fileTooLarge', async () => {
    const { call } = await signedIn(JONAS);
    const big = new Uint8Array(2 * AVATAR_MAX_BYTES);
    big.set(PNG);
    const response = await call('/picture', upload(big, 'big.png', 'image/png'));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'fileTooLarge' });
  });

  it('refuses a PDF renamed .png by its bytes with 415', async () => {
    const { call } = await signedIn(JONAS);
    const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    const response = await call('/picture', upload(pdf, 'photo.png', 'image/png'));
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'unsupportedFileType' });
    expect(await profileImg(call)).toBeNull();
  });

  it('needs one file in the field file', async () => {
    const { call } = await signedIn(JONAS);
    const form = new FormData();
    form.set('picture', new File([PNG], 'me.png'));
    expect((await call('/picture', { method: 'POST', body: form })).status).toBe(400);
    expect((await call('/picture', { method: 'POST', body: 'x' })).status).toBe(400);
  });
});

describe('DELETE /picture', () => {
  it('removes the picture and its stored object', async () => {
    const { call } = await signedIn(JONAS);
    await call('/picture', upload(PNG, 'me.png', 'image/png'));
    await settle();
    const url = (await profileImg(call))!;
    expect((await call('/picture', { method: 'DELETE' })).status).toBe(204);
    expect(await profileImg(call)).toBeNull();
    expect((await call(url.replace('/guestworld-api/v2/users', ''))).status).toBe(404);
  });
});
