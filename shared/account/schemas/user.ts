import * as z from 'zod/mini';
import { countryCode, phone, salutationSchema, text } from '../../precheckin/fieldSchemas.ts';
import { DELETION_REASONS, SURVEY_COMMENT_MAX } from '../accountDeletion.ts';
import { imageSchema } from '../../reservation/schemas/reservation.ts';
import { TOKEN_PATTERN } from '../../routes/paths.ts';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** SPEC §3 User contacts, as guestworld-api answers them ('' until the user fills them in). */
const contactsSchema = z.object({
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
});

/** A linked booking: what its card shows, its links and its documents. */
const bookingSchema = z.object({
  token: z.string(),
  number: z.string(),
  accommodation: z.object({
    code: z.string(),
    name: z.string(),
    place: z.string(),
    country: z.string(),
    image: z.optional(imageSchema),
  }),
  checkin: isoDate,
  checkout: isoDate,
  state: z.string(),
  language: z.string(),
  documents: z.array(z.object({ name: z.string() })),
  /** Its online pre-check-in, when the booking has one. */
  precheckin: z.nullable(
    z.object({ token: z.string(), completed: z.boolean(), availableFrom: z.nullable(isoDate) }),
  ),
});

export const userSchema = z.object({
  contacts: contactsSchema,
  profileImg: z.nullable(z.string()),
  reservations: z.array(bookingSchema),
});

/** SPEC §7 users PUT, with SPEC §5's rules: every field required, under 40 characters, no < > '. */
export const profileUpdateSchema = z.object({
  title: salutationSchema,
  firstName: text(),
  lastName: text(),
  street: text(),
  postcode: text(),
  city: text(),
  country: countryCode,
  phone: phone(),
});
export type ProfileFields = z.input<typeof profileUpdateSchema>;

/** SPEC §7 users DELETE: the optional survey. */
export const accountDeletionSchema = z.object({
  reasons: z._default(z.array(z.enum(DELETION_REASONS)).check(z.maxLength(DELETION_REASONS.length)), []),
  comment: z._default(z.string().check(z.trim(), z.maxLength(SURVEY_COMMENT_MAX, 'tooLong')), ''),
});

/** SPEC §7 users POST /link: without `otp` a code is mailed (202); with it the link is made (200). */
export const linkRequestSchema = z.object({
  reservationToken: z.string().check(z.regex(TOKEN_PATTERN, 'invalidToken')),
  otp: z.optional(z.string().check(z.regex(/^\d{6}$/, 'invalidCode'))),
});

/** SPEC §4 users POST /link: 200 answers the user, 202 says where the code was mailed. */
export const linkAnswerSchema = z.union([
  userSchema,
  z.object({ status: z.literal('codeSent'), sentTo: z.string() }),
]);

export { noContentSchema } from '../../site/schemas/noContent.ts';

export const createUserSchema = z.object({ email: z.email('invalidEmail') });

export type User = z.infer<typeof userSchema>;
export type Booking = z.infer<typeof bookingSchema>;
export type Contacts = z.infer<typeof contactsSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type AccountDeletion = z.input<typeof accountDeletionSchema>;
