import * as z from 'zod/mini';
import { MODES, PAX_CATEGORIES, TRAVELLER_FIELDS } from '../precheckin.ts';
import { storedSignatureSchema } from '../signature.ts';

/**
 * A stored traveller: numbered from 1, each field of SPEC §3 present when its layout asked for it,
 * and their signature where the destination's law asks for one and they gave it.
 */
const travellerSchema = z.object({
  uuid: z.string(),
  number: z.number(),
  signature: z.optional(storedSignatureSchema),
  ...Object.fromEntries(TRAVELLER_FIELDS.map((field) => [field, z.optional(z.string())])),
} as {
  uuid: z.ZodMiniString;
  number: z.ZodMiniNumber;
  signature: z.ZodMiniOptional<typeof storedSignatureSchema>;
} & Record<(typeof TRAVELLER_FIELDS)[number], z.ZodMiniOptional<z.ZodMiniString>>);

/**
 * A fellow traveller's own link to their entry, as the main guest sees it: `invited`
 * until that traveller has saved, then `done`. Only links still in force are listed.
 */
const inviteSchema = z.object({
  number: z.number(),
  token: z.string(),
  status: z.enum(['invited', 'done']),
  issuedAt: z.string(),
});

const step = z.enum(['customer', 'arrival', 'pax', 'travellers', 'services', 'checkin']);
const linkStatus = z.enum(['complete', 'incomplete', 'unavailable']);

/** SPEC §3 pre-check-in, as webcc-api answers it. */
export const precheckinSchema = z.object({
  token: z.string(),
  mode: z.enum(MODES as [string, ...string[]]),
  reservation: z.object({
    number: z.string(),
    /** The reservation's own link, the way back from a finished pre-check-in. */
    token: z.string(),
    checkin: z.string(),
    checkout: z.string(),
    language: z.string(),
    partnerid: z.nullable(z.string()),
    insertDate: z.string(),
    accommodation: z.object({ name: z.string(), place: z.string() }),
    /** As booked: the pax step's counts are checked against them. */
    persons: z.object({ adults: z.number(), children: z.number(), babies: z.number() }),
  }),
  customer: z.nullable(z.record(z.string(), z.string())),
  contact: z.object({
    contactMail: z.nullable(z.string()),
    arrival: z.nullable(z.record(z.string(), z.string())),
  }),
  contactMailRequested: z.boolean(),
  paxTypes: z.array(
    z.object({ category: z.enum(PAX_CATEGORIES), from: z.number(), to: z.number(), count: z.number() }),
  ),
  travelers: z.array(travellerSchema),
  travellerCount: z.number(),
  invites: z.array(inviteSchema),
  layoutFirst: z.array(z.enum(TRAVELLER_FIELDS)),
  layoutFellows: z.array(z.enum(TRAVELLER_FIELDS)),
  onSiteCosts: z.array(
    z.object({ code: z.string(), name: z.string(), amount: z.number(), unit: z.string() }),
  ),
  services: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      price: z.number(),
      maxQuantity: z.number(),
      quantity: z.number(),
    }),
  ),
  totalCostAmountLocally: z.number(),
  currency: z.string(),
  availableFrom: z.nullable(z.string()),
  expired: z.boolean(),
  completedAt: z.nullable(z.string()),
  links: z.partialRecord(step, linkStatus),
  /**
   * The travellers' registration follows the law of the house's country (ISO code); it is
   * deleted on `deleteOn`, and `deletedOn` says it was.
   */
  registration: z.object({
    country: z.string(),
    deleteOn: z.string(),
    deletedOn: z.nullable(z.string()),
  }),
});

export type Precheckin = z.infer<typeof precheckinSchema>;
/** What the edge reads of a pre-check-in to choose a page's language: its booking's (SPEC §2). */
export const precheckinLanguageSchema = z.object({ reservation: z.object({ language: z.string() }) });
