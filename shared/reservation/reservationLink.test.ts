import { describe, expect, it } from 'vitest';
import { reservationTokenFrom } from './reservationLink.ts';

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
