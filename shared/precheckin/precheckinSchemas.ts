// The pre-check-in's forms as zod schemas (SPEC §3), apart from shared/precheckin/precheckin.ts so that a
// page loads zod only when a form is first checked.
import * as z from 'zod/mini';
import { PAX_CATEGORIES, TRAVEL_TYPES, type PaxType } from './precheckin.ts';
import { countryCode, phone, email, salutationSchema, text } from './fieldSchemas.ts';

const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidTime'));

/** SPEC §3 customer form, with the spec's field names. */
export const customerSchema = z.object({
  salutation: salutationSchema,
  firstname: text(),
  lastname: text(),
  street: text(),
  street2: text(false),
  zip: text(),
  place: text(),
  country: countryCode,
  holidayPhone: phone(),
  mail: email,
});
export type CustomerForm = z.input<typeof customerSchema>;

/** SPEC §3 arrival: flight number for a plane, ferry number for a ferry. */
export const arrivalSchema = z
  .object({
    phone: phone(),
    email,
    startTime: time,
    endTime: time,
    travelType: z.enum(TRAVEL_TYPES, 'required'),
    flightNumber: text(false),
    ferryNumber: text(false),
    destination: text(false),
    details: text(false),
  })
  .check(
    z.superRefine((arrival, ctx) => {
      // A window, not a moment: 15:30 to 15:30 tells the host nothing.
      if (arrival.endTime <= arrival.startTime)
        ctx.addIssue({
          code: 'custom',
          path: ['endTime'],
          message: 'endNotAfterStart',
          input: arrival.endTime,
        });
      if (arrival.travelType === 'airplane' && !arrival.flightNumber)
        ctx.addIssue({ code: 'custom', path: ['flightNumber'], message: 'required', input: '' });
      if (arrival.travelType === 'ferry' && !arrival.ferryNumber)
        ctx.addIssue({ code: 'custom', path: ['ferryNumber'], message: 'required', input: '' });
    }),
  );
export type ArrivalForm = z.input<typeof arrivalSchema>;

export const paxTypeSchema = z.object({
  category: z.enum(PAX_CATEGORIES),
  from: z.number(),
  to: z.number(),
  count: z.number().check(z.int(), z.gte(0), z.lte(20)),
}) satisfies z.ZodMiniType<PaxType>;
