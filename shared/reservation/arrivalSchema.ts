import * as z from 'zod/mini';
import { voucherSchema } from './schemas/reservation.ts';

/** The code and Wi-Fi appear this many hours before arrival unless the house says otherwise. */
export const DEFAULT_REVEAL_HOURS = 48;

const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM'));

/** How the guest gets in: a key box (with its code), a keyholder who meets them, or a reception desk. */
export const HANDOVER_KINDS = ['keyBox', 'keyholder', 'reception'] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number];

/**
 * webcc-api's arrival information (`GET /webcc-api/v1/booking/reservations/:token/arrival`): the
 * voucher, extended with everything a guest needs in front of the house. The secrets (door or key-box
 * code, Wi-Fi password) are `null` until the reveal rule (arrivalReveal.ts) holds: the service does
 * not send them before, whatever asks.
 */
export const arrivalSchema = z.extend(voucherSchema, {
  /** The house's IANA time zone: the check-in window and the reveal are its local times. */
  timeZone: z.string().check(z.minLength(1)),
  /** The latest check-in; `checkinFrom` (the voucher's) is the earliest. */
  checkinUntil: clockTime,
  address: z.object({
    street: z.string(),
    zip: z.string(),
    place: z.string(),
    country: z.string(),
    latitude: z.number().check(z.gte(-90), z.lte(90)),
    longitude: z.number().check(z.gte(-180), z.lte(180)),
  }),
  directions: z.string(),
  keyHandover: z.extend(voucherSchema.shape.keyHandover, { kind: z.enum(HANDOVER_KINDS) }),
  /** The door or key-box code: `hasCode` says the handover has one, `code` is it once revealed. */
  accessCode: z.object({ hasCode: z.boolean(), code: z.nullable(z.string()) }),
  wifi: z.nullable(z.object({ name: z.string(), password: z.nullable(z.string()) })),
  parking: z.string(),
  houseRules: z.array(z.string()),
  emergencyPhone: z.string(),
  /** What is still due is paid at the house: the payment does not hold the code back. */
  paymentOnSite: z.boolean(),
  revealHoursBeforeArrival: z._default(
    z.number().check(z.int(), z.gte(0), z.lte(24 * 30)),
    DEFAULT_REVEAL_HOURS,
  ),
});
export type Arrival = z.infer<typeof arrivalSchema>;

/** The answer: `null` for a booking the provider has no arrival information for. */
export const arrivalAnswerSchema = z.nullable(arrivalSchema);
