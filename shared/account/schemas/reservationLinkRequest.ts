import * as z from 'zod/mini';
import { LANGUAGES } from '../../i18n/languages.ts';
import { email } from '../../precheckin/fieldSchemas.ts';

/**
 * "Send me my link again": a booking number and the e-mail it was booked with. The answer is the
 * same whether or not they match, so nobody can probe which bookings exist.
 */
export const reservationLinkRequestSchema = z.object({
  number: z.string().check(z.trim(), z.regex(/^\d{6,12}$/, 'numbersOnly')),
  email,
  language: z._default(z.enum(LANGUAGES), 'en'),
  /** Which page asked: the mailed link opens the reservation or its pre-check-in. */
  kind: z._default(z.enum(['reservation', 'precheckin']), 'reservation'),
});

/** What the page asks of the guest; it adds the language and which page asked. */
export const linkAgainQuestionSchema = z.pick(reservationLinkRequestSchema, { number: true, email: true });
export type LinkAgainQuestion = z.input<typeof linkAgainQuestionSchema>;

export const linkRequestAcceptedSchema = z.object({ status: z.literal('accepted') });

export type ReservationLinkRequest = z.input<typeof reservationLinkRequestSchema>;
