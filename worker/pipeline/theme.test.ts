import { describe, expect, it } from 'vitest';
import { themeStep } from './theme.ts';
import { stepHarness } from './stepHarness.ts';

const themeIn = async (response: Response) =>
  ((await response.json()) as { theme: Record<string, string> }).theme;

describe('theme step (SPEC §5, §9)', () => {
  it('sets the colours of the URL with their shades, and keeps them for the visit', async () => {
    const response = await stepHarness([themeStep]).request('/?lang=en&color-thm=%23000');
    expect(await themeIn(response)).toMatchObject({ thm: '#000000', 'thm-hover': '#1a1a1a' });
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^theme=[\w-]+; Path=\/; HttpOnly; Secure; SameSite=None; Partitioned$/);
    const later = await stepHarness([themeStep]).request('/login', {
      headers: { cookie: cookie!.split(';')[0]! },
    });
    expect(await themeIn(later)).toMatchObject({ thm: '#000000' });
    expect(later.headers.getSetCookie()).toEqual([]);
  });

  it('keeps the default for a value that is not a colour, and logs it', async () => {
    const { request, logged } = stepHarness([themeStep]);
    expect(await themeIn(await request('/?color-thm=notacolour'))).toEqual({});
    expect(logged).toContainEqual({
      level: 'warn',
      message: 'Could not parse Hex Color',
      fields: { param: 'color-thm', value: 'notacolour' },
    });
  });

  it('never logs a long value whole: it may be a pasted link or a token', async () => {
    const { request, logged } = stepHarness([themeStep]);
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJwYXJ0bmVyIjoiUDEyMzQifQ.c2lnbmF0dXJl';
    await request(`/?color-thm=${token}`);
    expect(JSON.stringify(logged)).not.toContain(token.slice(8));
    expect(logged).toContainEqual({
      level: 'warn',
      message: 'Could not parse Hex Color',
      fields: { param: 'color-thm', value: `eyJhbGc… (${token.length} characters)` },
    });
  });
});
