import { describe, expect, it } from 'vitest';
import { reservationLinkRequestSchema } from './reservationLinkRequest.ts';

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
