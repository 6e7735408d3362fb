import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarProblem, imageTypeOf } from './avatar.ts';
import { bookingStatus } from '../reservation/bookingStatus.ts';
import { reservationTokenFrom } from '../reservation/reservationLink.ts';
import { accountDeletionSchema, profileUpdateSchema } from './schemas/user.ts';
import { reservationLinkRequestSchema } from './schemas/reservationLinkRequest.ts';

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

describe('booking card status (SPEC §4)', () => {
  const stay = { checkin: '2026-06-10', checkout: '2026-06-17' };
  it.each([
    ['OK', '2026-06-01', 'upcoming'],
    ['OK', '2026-06-10', 'current'],
    ['RQ', '2026-06-16', 'current'],
    ['OK', '2026-06-17', 'completed'],
    ['CA', '2026-06-01', 'cancelled'],
    ['XX', '2026-07-01', 'cancelled'],
  ])('%s on %s is %s', (state, today, status) => {
    expect(bookingStatus({ state, ...stay }, today)).toBe(status);
  });
});

describe('the reservation token in a pasted link', () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUv12';
  it.each([
    [token],
    [` ${token} `],
    [`https://portal.example/reservations/${token}?lang=en`],
    [`/reservations/${token}/payment`],
  ])('finds it in %s', (input) => expect(reservationTokenFrom(input)).toBe(token));

  it.each([['short'], ['https://portal.example/precheckins/x'], [''], ['/reservations/a b']])(
    'finds none in %s',
    (input) => expect(reservationTokenFrom(input)).toBeNull(),
  );
});

describe('profile rules (SPEC §5)', () => {
  const valid = {
    title: 'F',
    firstName: 'Anna',
    lastName: 'Demo',
    street: 'Strandweg 1',
    postcode: '25980',
    city: 'Sylt',
    country: 'DE',
    phone: '4946511234',
  };
  const problems = (change: Record<string, string>) => {
    const result = profileUpdateSchema.safeParse({ ...valid, ...change });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('accepts a whole profile at the limits, and normalises the title', () => {
    expect(problems({ firstName: 'a'.repeat(39) })).toEqual({});
    expect(profileUpdateSchema.parse({ ...valid, title: 'f' }).title).toBe('F');
  });

  it('refuses 40 characters, < > and quotes, letters in the phone, and empty fields', () => {
    expect(problems({ firstName: 'a'.repeat(40) })).toEqual({ firstName: 'tooLong' });
    expect(problems({ city: 'Sylt <b>' })).toEqual({ city: 'forbiddenCharacters' });
    expect(problems({ street: "O'Hara Road" })).toEqual({ street: 'forbiddenCharacters' });
    expect(problems({ phone: '+49 4651' })).toEqual({ phone: 'numbersOnly' });
    expect(problems({ lastName: '' })).toEqual({ lastName: 'required' });
    expect(problems({ country: 'Germany' })).toEqual({ country: 'required' });
  });
});

describe('account deletion survey (SPEC §1, §9)', () => {
  it('takes no answer, some of the four reasons, and a comment under 500 characters', () => {
    expect(accountDeletionSchema.parse({})).toEqual({ reasons: [], comment: '' });
    expect(accountDeletionSchema.safeParse({ reasons: ['privacy'], comment: 'c'.repeat(499) }).success).toBe(
      true,
    );
    expect(accountDeletionSchema.safeParse({ comment: 'c'.repeat(500) }).success).toBe(false);
    expect(accountDeletionSchema.safeParse({ reasons: ['bored'] }).success).toBe(false);
  });
});

describe('send me my link again', () => {
  it('needs a booking number and an e-mail address', () => {
    expect(reservationLinkRequestSchema.safeParse({ number: '4815162342', email: 'a@b.de' }).success).toBe(
      true,
    );
    expect(reservationLinkRequestSchema.safeParse({ number: '48-15', email: 'a@b.de' }).success).toBe(false);
    expect(reservationLinkRequestSchema.safeParse({ number: '4815162342', email: 'ab.de' }).success).toBe(
      false,
    );
  });
});
