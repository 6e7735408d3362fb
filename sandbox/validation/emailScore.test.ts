import { sandboxCall } from '../../entry/test/request.ts';
import { describe, expect, it } from 'vitest';
import { emailScore } from './emailScore.ts';
import { emailHashPrefix } from '../../shared/account/emailHash.ts';

const check = async (email: string, prefix?: string) =>
  sandboxCall(
    new Request(
      `https://sandbox.test/validation-api/v1/emails/${encodeURIComponent(email)}?hashPrefix=${prefix ?? (await emailHashPrefix(email))}`,
    ),
  );

describe('e-mail quality check (SPEC §5, §7)', () => {
  it.each([
    ['emma.walker@example.com', 5],
    ['Emma.Walker@Example.COM', 5],
    ['noreply@example.com', 2],
    ['someone@mailinator.com', 1],
    ['someone@host.invalid', 1],
    ['no-at-sign.example.com', 0],
    ['two@@example.com', 0],
    ['nodot@localhost', 0],
  ])('scores %s %i', async (email, score) => {
    expect(emailScore(email)).toBe(score);
    const response = await check(email);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ score });
  });

  it('refuses a missing or wrong hash prefix with 400', async () => {
    expect((await check('emma.walker@example.com', 'zzzz')).status).toBe(400);
    expect((await check('emma.walker@example.com', '00000000')).status).toBe(400);
  });
});
